import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractWalkthrough } from './extract.ts';
import { walkthroughs } from './pages.ts';

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

  it('keeps only the sections named', () => {
    const steps = extractWalkthrough(page, ['Deploy']);
    expect(steps.map((step) => step.line)).toEqual([35, 43]);
  });

  it('refuses a run="…" that is not a reasoned skip, naming the line', () => {
    expect(() => extractWalkthrough('```sh run="skip"\nls\n```\n')).toThrow(/line 1: run="skip" must be/);
    expect(() => extractWalkthrough('```ts run="skip: x"\nconst a = 1;\n```\n')).toThrow(/line 1/);
  });

  it('finds steps in every page the walkthroughs run, and only the named sections exist', () => {
    const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../site/content/docs');
    for (const walkthrough of walkthroughs) {
      const markdown = readFileSync(path.join(docs, walkthrough.page), 'utf8');
      for (const section of walkthrough.sections ?? []) expect(markdown).toContain(`\n## ${section}\n`);
      expect(extractWalkthrough(markdown, walkthrough.sections).length).toBeGreaterThan(0);
    }
  });
});
