import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  curlRequest,
  extractWalkthrough,
  generatesMigration,
  isRequest,
  isRequestFor,
  prosePaths,
  sentBodies,
} from './extract.ts';
import { type PageSteps, type Walkthrough, walkthroughName, walkthroughs } from './pages.ts';
import { DOCS_ROOT } from '../lib/roots.ts';
import { unpinnedPackages } from './commands.ts';

const page = [
  '---', // 1
  'title: T', // 2
  '---', // 3
  '', // 4
  '## Create', // 5
  '', // 6
  '```npm', // 7
  'npm create flarekit@latest my-app', // 8
  '```', // 9
  '', // 10
  '```sh', // 11
  'cd my-app', // 12
  '# a comment after cd is prose', // 13
  'curl http://localhost:8787/health', // 14
  '# {"status":"ok"}', // 15
  '', // 16
  'curl -X POST http://localhost:8787/api/todos \\', // 17
  '  -d \'{"title":"x"}\'', // 18
  '# 201 {"data":…}', // 19
  '```', // 20
  '', // 21
  '```ts title="apps/api/src/routes/hello.ts"', // 22
  'export const a = 1;', // 23
  '```', // 24
  '', // 25
  '```diff title="apps/api/src/index.ts"', // 26
  '@@ -1 +1,2 @@', // 27
  ' a', // 28
  '+b', // 29
  '```', // 30
  '', // 31
  '## Deploy', // 32
  '', // 33
  '```sh', // 34
  'curl http://localhost:8787/api/openapi.json', // 35
  '```', // 36
  '', // 37
  '```json', // 38
  '{ "openapi": "3.1.0" }', // 39
  '```', // 40
  '', // 41
  '```npm run="skip: needs a Cloudflare account"', // 42
  'npx wrangler login', // 43
  '```', // 44
  '', // 45
  '```txt', // 46
  'output, not a file', // 47
  '```', // 48
].join('\n');

describe('extractWalkthrough', () => {
  it('reads commands, answers, files, patches and skips in page order, with their lines', () => {
    expect(extractWalkthrough(page)).toEqual([
      { kind: 'command', line: 8, language: 'npm', command: 'npm create flarekit@latest my-app' },
      { kind: 'command', line: 12, language: 'sh', command: 'cd my-app' },
      {
        kind: 'command',
        line: 14,
        language: 'sh',
        command: 'curl http://localhost:8787/health',
        answer: { body: '{"status":"ok"}', line: 15 },
      },
      {
        kind: 'command',
        line: 17,
        language: 'sh',
        command: 'curl -X POST http://localhost:8787/api/todos \\\n  -d \'{"title":"x"}\'',
        answer: { status: 201, body: '{"data":…}', line: 19 },
      },
      { kind: 'file', line: 22, path: 'apps/api/src/routes/hello.ts', content: 'export const a = 1;\n' },
      { kind: 'patch', line: 26, path: 'apps/api/src/index.ts', patch: '@@ -1 +1,2 @@\n a\n+b' },
      {
        kind: 'command',
        line: 35,
        language: 'sh',
        command: 'curl http://localhost:8787/api/openapi.json',
        answer: { body: '{ "openapi": "3.1.0" }', line: 39 },
      },
      { kind: 'command', line: 43, language: 'npm', command: 'npx wrangler login', skip: 'needs a Cloudflare account' },
    ]);
  });

  it('takes a txt block after a command, prose between allowed, as what it prints; not across a heading', () => {
    const markdown =
      '## A\n\n```npm\nnpm create flarekit@latest x\n```\n\nIt prints:\n\n```txt\n✔ Created x\n```\n\n## B\n\n```txt\nnot output\n```\n';
    expect(extractWalkthrough(markdown)).toEqual([
      {
        kind: 'command',
        line: 4,
        language: 'npm',
        command: 'npm create flarekit@latest x',
        output: { text: '✔ Created x', line: 10 },
      },
    ]);
  });

  it('takes an untitled diff block after a command as what it prints', () => {
    const markdown = '## A\n\n```sh\ngit diff\n```\n\n```diff\n-a\n+b\n```\n';
    expect(extractWalkthrough(markdown)).toEqual([
      { kind: 'command', line: 4, language: 'sh', command: 'git diff', output: { text: '-a\n+b', line: 8 } },
    ]);
  });

  it('takes the status from a `# 400` comment and the body from the json block below it', () => {
    const markdown =
      '## A\n\n```sh\ncurl -X POST http://x/api/todos\n# 400\n```\n\n```json\n{ "error": "Validation failed" }\n```\n';
    expect(extractWalkthrough(markdown)).toEqual([
      {
        kind: 'command',
        line: 4,
        language: 'sh',
        command: 'curl -X POST http://x/api/todos',
        answer: { status: 400, body: '{ "error": "Validation failed" }', line: 5 },
      },
    ]);
    // A comment that prints a body keeps it: the json block below is not the answer.
    const printed = '## A\n\n```sh\ncurl http://x/health\n# 200 {"status":"ok"}\n```\n\n```json\n{}\n```\n';
    expect(extractWalkthrough(printed)[0]).toMatchObject({ answer: { status: 200, body: '{"status":"ok"}' } });
  });

  it('takes a sql block after db:generate, prose between allowed, as the migration it writes', () => {
    const markdown =
      '## A\n\n```npm\nnpm run db:generate\nnpm run db:migrate:local\n```\n\nIt writes:\n\n```sql\nALTER TABLE x;\n```\n';
    expect(extractWalkthrough(markdown)).toEqual([
      {
        kind: 'command',
        line: 4,
        language: 'npm',
        command: 'npm run db:generate',
        migration: { text: 'ALTER TABLE x;', line: 11 },
      },
      { kind: 'command', line: 5, language: 'npm', command: 'npm run db:migrate:local' },
    ]);
    expect(extractWalkthrough('## A\n\n```npm\nnpm run db:migrate:local\n```\n\n```sql\nSELECT 1;\n```\n')).toEqual([
      { kind: 'command', line: 4, language: 'npm', command: 'npm run db:migrate:local' },
    ]);
  });

  const generators: Array<[string, boolean]> = [
    ['npx drizzle-kit generate', true],
    ['npx drizzle-kit generate --name require_user_bio', true],
    ['npx drizzle-kit generate --custom --name backfill', false],
    ['npm run db:generate:custom', false],
    ['npx drizzle-kit migrate', false],
  ];
  for (const [command, generates] of generators) {
    it(`generatesMigration(${command})`, () => expect(generatesMigration(command)).toBe(generates));
  }

  it('lists the project files the prose of the sections names, once each, not those in code blocks', () => {
    const markdown = [
      '## A', // 1
      '', // 2
      'Edit `apps/web/src/routes/about.tsx`, not `src/routes/contact.tsx` or the folder `apps/api/src/`.', // 3
      '', // 4
      '```ts title="apps/api/src/x.ts"', // 5
      '// `apps/api/src/in-code.ts`', // 6
      '```', // 7
      '', // 8
      '- Then `apps/api/wrangler.jsonc` and `apps/web/src/routes/about.tsx` again.', // 9
      '', // 10
      '## B', // 11
      '', // 12
      '| `apps/api/.dev.vars` |', // 13
    ].join('\n');
    expect(prosePaths(markdown, ['A'])).toEqual([
      { path: 'apps/web/src/routes/about.tsx', line: 3 },
      { path: 'apps/api/wrangler.jsonc', line: 9 },
    ]);
    expect(prosePaths(markdown).map((named) => named.path)).toContain('apps/api/.dev.vars');
  });

  it('takes a ### section alone, or with its ## section', () => {
    const markdown = '## A\n\n```sh\nls\n```\n\n### B\n\n```sh\npwd\n```\n\n## C\n\n```sh\ndate\n```\n';
    const commands = (sections: string[]) =>
      extractWalkthrough(markdown, sections).map((step) => (step.kind === 'command' ? step.command : step.kind));
    expect(commands(['B'])).toEqual(['pwd']);
    expect(commands(['A'])).toEqual(['ls', 'pwd']);
    expect(commands(['B', 'C'])).toEqual(['pwd', 'date']);
  });

  it('refuses a section the page does not have', () => {
    expect(() => extractWalkthrough(page, ['Deploy', 'Deploying', 'Create one'])).toThrow(
      'no section "Deploying", "Create one"',
    );
  });

  it('reads the json blocks marked sent="…" as request bodies, not steps', () => {
    const markdown = '```json sent="PUT /api/todos/{id}"\n{ "completed": true }\n```\n\n```json\n{}\n```\n';
    expect(sentBodies(markdown)).toEqual([{ line: 1, request: 'PUT /api/todos/{id}', body: '{ "completed": true }' }]);
    expect(extractWalkthrough(markdown)).toEqual([]);
  });

  it('refuses a run="…" that is not a reasoned skip, naming the line', () => {
    expect(() => extractWalkthrough('```sh run="skip"\nls\n```\n')).toThrow(/line 1: run="skip" must be/);
    expect(() => extractWalkthrough('```ts run="skip: x"\nconst a = 1;\n```\n')).toThrow(/line 1/);
  });

  const docs = DOCS_ROOT;
  const stepsOf = (part: PageSteps) =>
    extractWalkthrough(readFileSync(path.join(docs, part.page), 'utf8'), part.sections);
  /** Every page, as a path under `site/content/docs/`. */
  const pages = () =>
    readdirSync(docs, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
  /** The steps a walkthrough runs of its own page. */
  const runSteps = (walkthrough: Walkthrough) =>
    stepsOf(walkthrough).filter((step) => !walkthrough.commandsOnly || step.kind === 'command');

  it('finds steps in every page the walkthroughs run, in sections that exist, and commands where only they run', () => {
    const names = walkthroughs.map(walkthroughName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const walkthrough of walkthroughs) {
      for (const part of walkthrough.after ?? []) expect(stepsOf(part).length).toBeGreaterThan(0);
      expect(runSteps(walkthrough).length, walkthrough.page).toBeGreaterThan(0);
    }
  });

  it('shows every sent="…" body as the body the page\'s request sends', () => {
    const wrong = pages().flatMap((page) => {
      const markdown = readFileSync(path.join(docs, page), 'utf8');
      const requests = stepsOf({ page })
        .filter((step) => isRequest(step) && !step.skip)
        .map((step) => curlRequest(step.kind === 'command' ? step.command : ''));
      return sentBodies(markdown)
        .filter(({ request, body }) => {
          const sent = requests.filter((curl) => curl && isRequestFor(curl, request));
          return !sent.some(
            (curl) => curl?.body !== undefined && isDeepStrictEqual(JSON.parse(curl.body), JSON.parse(body)),
          );
        })
        .map(({ line, request }) => `${page}:${line} no ${request} on the page sends this body`);
    });
    expect(wrong).toEqual([]);
  });

  it('installs every package a page adds at an exact version, so a new release cannot break the page', () => {
    const unpinned = pages().flatMap((page) =>
      stepsOf({ page }).flatMap((step) =>
        step.kind === 'command'
          ? step.command
              .split('\n')
              .flatMap((line) => unpinnedPackages(line).map((spec) => `${page}:${step.line} ${spec}`))
          : [],
      ),
    );
    expect(unpinned).toEqual([]);
  });

  it('runs every command of every page in a walkthrough, unless the page marks it run="skip: <reason>"', () => {
    const run = new Set<string>();
    for (const walkthrough of walkthroughs) {
      for (const part of walkthrough.after ?? [])
        for (const step of stepsOf(part)) run.add(`${part.page}:${step.line}`);
      for (const step of runSteps(walkthrough)) run.add(`${walkthrough.page}:${step.line}`);
    }
    const notRun = pages().flatMap((page) =>
      stepsOf({ page })
        .filter((step) => step.kind === 'command' && !step.skip && !run.has(`${page}:${step.line}`))
        .map((step) => `${page}:${step.line} ${step.kind === 'command' ? step.command.split('\n')[0] : ''}`),
    );
    expect(notRun).toEqual([]);
  });
});

describe('curlRequest', () => {
  // [command, what it sends]
  const cases: Array<[string, ReturnType<typeof curlRequest>]> = [
    ['curl http://localhost:8787/health', { method: 'GET', path: '/health' }],
    ['curl "http://localhost:5173/api/todos?page=1&limit=10"', { method: 'GET', path: '/api/todos' }],
    [
      'curl -X POST http://localhost:5173/api/todos \\\n  -H "Content-Type: application/json" \\\n  -d \'{"title":"x"}\'',
      { method: 'POST', path: '/api/todos', body: '{"title":"x"}' },
    ],
    ["curl http://localhost:5173/api/todos -d '{}'", { method: 'POST', path: '/api/todos', body: '{}' }],
    [
      "curl --request PUT http://localhost:5173/api/todos/1 --data '{}'",
      { method: 'PUT', path: '/api/todos/1', body: '{}' },
    ],
    ['curl https://my-app.<your-subdomain>.workers.dev/health', { method: 'GET', path: '/health' }],
    ['curl --help', undefined],
  ];
  for (const [command, request] of cases)
    it(command.split('\n')[0] ?? '', () => expect(curlRequest(command)).toEqual(request));
});

describe('isRequestFor', () => {
  // [request, described as, matches]
  const cases: Array<[NonNullable<ReturnType<typeof curlRequest>>, string, boolean]> = [
    [{ method: 'POST', path: '/api/todos' }, 'POST /api/todos', true],
    [{ method: 'PUT', path: '/api/todos/3f0c6a52-9d1e' }, 'PUT /api/todos/{id}', true],
    [{ method: 'PUT', path: '/api/todos/a/b' }, 'PUT /api/todos/{id}', false],
    [{ method: 'PUT', path: '/api/todos/1' }, 'POST /api/todos/{id}', false],
    [{ method: 'POST', path: '/api/todos/1' }, 'POST /api/todos', false],
    [{ method: 'GET', path: '/a.b' }, 'GET /a.b', true],
    [{ method: 'GET', path: '/axb' }, 'GET /a.b', false],
  ];
  for (const [request, described, matches] of cases) {
    it(`${request.method} ${request.path} for ${described}`, () =>
      expect(isRequestFor(request, described)).toBe(matches));
  }
});
