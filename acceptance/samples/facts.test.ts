import { describe, expect, it } from 'vitest';
import { checkFileTree, parseFileTree } from './file-tree.ts';
import { isExplained, jsonMismatches, parseJsonc } from './json-facts.ts';
import { changeFolder, scriptsInBlocks, scriptsInProse } from './npm-scripts.ts';
import { checkPageFacts, generatedPath, isGeneratedPath, type GeneratedProject } from './page-facts.ts';
import { readPage } from './read-page.ts';

const tree = [
  'my-app/',
  '├── apps/',
  '│   └── api/                  # Hono API',
  '│       ├── drizzle/          # migrations',
  '│       ├── src/',
  '│       │   ├── lib/          # RPC templates',
  '│       │   │   └── api.ts    # (RPC templates)',
  '│       │   └── index.ts',
  '│       └── wrangler.jsonc',
  '├── package.json',
  '└── README.md',
].join('\n');

describe('parseFileTree', () => {
  it('reads paths, folders and comments by depth', () => {
    expect(parseFileTree(tree)?.entries).toEqual([
      { path: 'apps', directory: true, line: 1 },
      { path: 'apps/api', directory: true, comment: 'Hono API', line: 2 },
      { path: 'apps/api/drizzle', directory: true, comment: 'migrations', line: 3 },
      { path: 'apps/api/src', directory: true, line: 4 },
      { path: 'apps/api/src/lib', directory: true, comment: 'RPC templates', line: 5 },
      { path: 'apps/api/src/lib/api.ts', directory: false, comment: '(RPC templates)', line: 6 },
      { path: 'apps/api/src/index.ts', directory: false, line: 7 },
      { path: 'apps/api/wrangler.jsonc', directory: false, line: 8 },
      { path: 'package.json', directory: false, line: 9 },
      { path: 'README.md', directory: false, line: 10 },
    ]);
  });

  it.each([
    ['a tree without a root folder line', '├── a.ts\n└── b.ts'],
    ['a root line alone', 'my-app/'],
  ])('is undefined for %s', (_name, text) => {
    expect(parseFileTree(text)).toBeUndefined();
  });
});

describe('checkFileTree', () => {
  const parsed = parseFileTree(tree)!;
  const files = new Set([
    'apps/api/drizzle/0000_init.sql',
    'apps/api/src/index.ts',
    'apps/api/wrangler.jsonc',
    'package.json',
    'README.md',
  ]);
  const others = new Set([...files, 'apps/api/src/lib/api.ts', 'apps/web/src/main.tsx']);

  it('accepts a tree that lists every generated file, and another template’s file named as such', () => {
    expect(checkFileTree(parsed, 'full-stack-orval', files, others)).toEqual([]);
  });

  it.each([
    [
      'a file no template generates',
      tree.replace('index.ts', 'main.ts'),
      files,
      ['apps/api/src/main.ts: no template generates this file', 'apps/api/src/index.ts: the full-stack-orval'],
    ],
    [
      'another template’s file without saying so',
      tree.replace('# (RPC templates)', ''),
      files,
      ['apps/api/src/lib/api.ts: the full-stack-orval template has no such file; other templates do'],
    ],
    [
      'a generated file the tree leaves out',
      tree,
      new Set([...files, 'apps/api/src/env.ts']),
      ['apps/api/src/env.ts: the full-stack-orval template generates it, but the tree does not show it'],
    ],
  ])('reports %s', (_name, text, generated, expected) => {
    const messages = checkFileTree(parseFileTree(text)!, 'full-stack-orval', generated, others).map(
      (problem) => problem.message,
    );
    expect(messages).toHaveLength(expected.length);
    expected.forEach((start, index) => expect(messages[index]).toContain(start));
  });

  it('does not ask a partial tree (no top-level package.json) to list everything', () => {
    const partial = parseFileTree('src/\n├── index.ts\n└── routes/')!;
    const generated = new Set(['src/index.ts', 'src/routes/health.ts', 'src/env.ts']);
    expect(checkFileTree(partial, 'api', generated, new Set())).toEqual([]);
  });
});

describe('jsonMismatches', () => {
  const generated = {
    name: 'my-app',
    compatibility_flags: ['nodejs_compat'],
    d1_databases: [{ binding: 'DB', database_id: '0000', migrations_dir: 'drizzle' }],
    vars: { APP_VERSION: '1.0.0' },
  };
  it.each([
    ['a subset of the file', { name: 'my-app', vars: { APP_VERSION: '1.0.0' } }, []],
    ['keys the reader adds', { kv_namespaces: [{ binding: 'CACHE' }], vars: { APP_VERSION: '1.0.0', X: 'y' } }, []],
    ['a changed value', { vars: { APP_VERSION: '2.0.0' } }, ['vars.APP_VERSION']],
    ['a changed value in a list of objects', { d1_databases: [{ binding: 'DATABASE' }] }, ['d1_databases[0].binding']],
    [
      'a list of plain values, compared whole',
      { compatibility_flags: ['nodejs_compat', 'x'] },
      ['compatibility_flags'],
    ],
  ])('%s', (_name, page, paths) => {
    expect(jsonMismatches(page, generated).map((mismatch) => mismatch.path)).toEqual(paths);
  });

  it('keeps the path as segments for finding the line', () => {
    expect(jsonMismatches({ d1_databases: [{ database_id: 'x' }] }, generated)[0]?.segments).toEqual([
      'd1_databases',
      0,
      'database_id',
    ]);
  });
});

describe('parseJsonc and isExplained', () => {
  const text = [
    '{',
    '  // ...',
    '  "vars": { "APP_VERSION": "1.4.0" }, // the release you deploy',
    '  "d1_databases": [',
    '    { "database_id": "0f2c", "binding": "DB" },',
    '  ],',
    '}',
  ].join('\n');

  it('reads comments and trailing commas', () => {
    expect(parseJsonc(text)).toEqual({
      value: { vars: { APP_VERSION: '1.4.0' }, d1_databases: [{ database_id: '0f2c', binding: 'DB' }] },
    });
  });

  it('names the line of a syntax error', () => {
    expect(parseJsonc('{\n  "a": 1\n  "b": 2\n}').error).toBe('CommaExpected at line 3 of the block');
  });

  it.each([
    [['vars', 'APP_VERSION'], true],
    [['d1_databases', 0, 'database_id'], false],
    [['missing'], false],
  ] as const)('%j explained: %s', (segments, expected) => {
    expect(isExplained(text, [...segments])).toBe(expected);
  });
});

describe('npm scripts', () => {
  it.each([
    [undefined, 'my-app', ''],
    [undefined, 'apps/api', undefined],
    ['apps/api', '../web', 'apps/web'],
  ])('from %j, cd %s → %j', (from, target, to) => {
    expect(changeFolder(from, target, 'my-app')).toBe(to);
  });

  it('follows cd across the blocks of a page and reads the script, workspace and line', () => {
    const blocks = [
      { language: 'npm', code: 'npm create flarekit@latest my-app', line: 10 },
      { language: 'sh', code: 'cd my-app\nnpm run db:migrate:local\nnpm test', line: 20 },
      { language: 'ts', code: 'npm run ignored', line: 30 },
      { language: 'sh', code: 'cd apps/api\n# npm run commented\nnpm run deploy', line: 40 },
      { language: 'sh', code: 'cd ../..\nnpm run dev --workspace web -- --port 3000\n$ npm start', line: 50 },
    ];
    expect(
      scriptsInBlocks(blocks, 'my-app').map(({ script, folder, workspace, line }) => [script, folder, workspace, line]),
    ).toEqual([
      ['db:migrate:local', '', undefined, 22],
      ['test', '', undefined, 23],
      ['deploy', 'apps/api', undefined, 43],
      ['dev', '', 'web', 52],
      ['start', '', undefined, 53],
    ]);
  });

  it('enters a project the page created under another name', () => {
    const blocks = [
      { language: 'npm', code: 'npm create flarekit@latest my-api -- --type api-only', line: 1 },
      { language: 'sh', code: 'cd my-api\nnpm run dev', line: 5 },
    ];
    expect(scriptsInBlocks(blocks, 'my-app').map(({ script, folder }) => [script, folder])).toEqual([['dev', '']]);
  });

  it("reads a workflow's one-line run steps as commands at the project root", () => {
    const workflow =
      'steps:\n  - run: npm ci\n  - run: npm run typecheck\n  - name: Deploy\n    run: npm run deploy\n    env:';
    const blocks = [
      { language: 'sh', code: 'cd apps/api', line: 1 },
      { language: 'yaml', code: workflow, line: 10 },
    ];
    expect(scriptsInBlocks(blocks, 'my-app').map(({ script, folder, line }) => [script, folder, line])).toEqual([
      ['typecheck', '', 13],
      ['deploy', '', 15],
    ]);
  });

  it('stops checking once a cd leaves the project', () => {
    const blocks = [{ language: 'sh', code: 'cd ..\nnpm run build\ncd my-app\nnpm run lint', line: 1 }];
    expect(scriptsInBlocks(blocks, 'my-app').map((named) => named.script)).toEqual(['lint']);
  });

  it('reads scripts named in prose', () => {
    const spans = [
      { code: 'npm run db:studio', line: 3 },
      { code: 'npm install', line: 4 },
      { code: 'wrangler dev', line: 5 },
    ];
    expect(scriptsInProse(spans)).toEqual([{ script: 'db:studio', line: 3, command: 'npm run db:studio' }]);
  });
});

/** Two generated projects, one of each layout, for checkPageFacts. */
const fullStackProject: GeneratedProject = {
  template: 'full-stack-orval',
  apiOnly: false,
  files: new Map([
    ['package.json', JSON.stringify({ scripts: { dev: 'x', 'generate:client': 'y' } })],
    ['apps/api/package.json', JSON.stringify({ name: 'api', scripts: { deploy: 'wrangler deploy' } })],
    ['apps/api/wrangler.jsonc', '{ "name": "my-app", "vars": { "APP_VERSION": "1.0.0" } }'],
  ]),
};
const apiOnlyProject: GeneratedProject = {
  template: 'api',
  apiOnly: true,
  files: new Map([
    ['package.json', JSON.stringify({ scripts: { dev: 'wrangler dev' } })],
    ['wrangler.jsonc', '{ "name": "my-api" }'],
  ]),
};
const projectsByTemplate = new Map([
  ['full-stack-orval', fullStackProject],
  ['api', apiOnlyProject],
] as const);

describe('checkPageFacts: the generated files', () => {
  it('maps a title to the generated file of each layout', () => {
    expect(generatedPath('wrangler.jsonc', fullStackProject)).toBe('apps/api/wrangler.jsonc');
    expect(generatedPath('apps/api/wrangler.jsonc', apiOnlyProject)).toBe('wrangler.jsonc');
  });

  it.each([
    ['the file as generated', '{ "name": "my-app", "vars": { "APP_VERSION": "1.0.0" } }', []],
    [
      'a changed line',
      '{ "name": "my-app" }',
      [
        {
          line: 6,
          message:
            'apps/api/wrangler.jsonc: not the file the full-stack-orval template generates (from="template"): its line 1 is ' +
            '"{ \\"name\\": \\"my-app\\", \\"vars\\": { \\"APP_VERSION\\": \\"1.0.0\\" } }", the page has "{ \\"name\\": \\"my-app\\" }"',
        },
      ],
    ],
  ])('holds a from="template" block to the generated file: %s', (_name, code, problems) => {
    const markdown = [
      '---',
      'title: T',
      '---',
      '',
      '```txt title="apps/api/wrangler.jsonc" from="template"',
      code,
      '```',
    ].join('\n');
    const facts = checkPageFacts(readPage(markdown), 'full-stack-orval', projectsByTemplate, 'my-app');
    expect(facts.problems).toEqual(problems);
    expect(facts.counts.verbatim).toBe(1);
  });

  it('reports a from="template" block whose file the template does not generate', () => {
    const markdown = '```ts title="apps/api/src/routes/nothing.ts" from="template"\nexport {};\n```\n';
    expect(checkPageFacts(readPage(markdown), 'full-stack-orval', projectsByTemplate, 'my-app').problems).toEqual([
      {
        line: 1,
        message: 'apps/api/src/routes/nothing.ts: from="template", but the full-stack-orval template has no such file',
      },
    ]);
  });
});

describe('checkPageFacts: each block against its own template', () => {
  it('checks each block against its own template, and counts what it checked', () => {
    const markdown = [
      '---',
      'title: T',
      '---',
      '',
      'Run `npm run dev`, or `npm run nothing`.',
      '',
      '```jsonc title="apps/api/wrangler.jsonc"',
      '{ "name": "my-app" }',
      '```',
      '',
      '```jsonc title="wrangler.jsonc" template="api"',
      '{ "name": "my-app" }',
      '```',
      '',
      '```sh',
      'cd apps/api',
      'npm run deploy',
      'npm run dev',
      '```',
    ].join('\n');
    const facts = checkPageFacts(readPage(markdown), 'full-stack-orval', projectsByTemplate, 'my-app');
    expect(facts.counts).toEqual({ jsonFiles: 2, scripts: 4, trees: 0, verbatim: 0, paths: 0 });
    expect(facts.problems).toEqual([
      {
        line: 11,
        message: expect.stringContaining(
          'wrangler.jsonc: name is "my-app" on the page but "my-api" in the api template',
        ),
      },
      { line: 18, message: expect.stringContaining('no script "dev" in apps/api/package.json') },
      { line: 5, message: '`npm run nothing`: no template has a script "nothing"' },
    ]);
  });
});

describe('project paths in prose', () => {
  const projects: GeneratedProject[] = [
    {
      template: 'full-stack-rpc',
      apiOnly: false,
      files: new Map([
        ['apps/web/src/lib/api.ts', ''],
        ['apps/api/src/routes/todos.ts', ''],
      ]),
    },
    { template: 'api', apiOnly: true, files: new Map([['src/routes/todos.ts', '']]) },
  ];

  it.each([
    ['apps/web/src/lib/api.ts', true],
    ['src/lib/api.ts', true],
    ['src/routes/', true],
    ['apps/api/src/routes/', true],
    ['src/routes/todo.ts', false],
    ['apps/web/src/lib/api.ts/', false],
    ['apps/api/src/lib/', false],
  ])('%s → %s', (path, expected) => {
    expect(isGeneratedPath(path, projects)).toBe(expected);
  });

  it('checks them on the pages that describe the generated project only', () => {
    const page = readPage('The client is `apps/web/src/lib/client.ts`; secrets go in `apps/api/.dev.vars`.\n');
    const byPath = new Map(projects.map((project) => [project.template, project] as const));
    expect(checkPageFacts(page, 'full-stack-rpc', byPath, 'my-app', 'templates/rpc.md').problems).toEqual([
      { line: 1, message: '`apps/web/src/lib/client.ts`: no template generates this path' },
    ]);
    expect(checkPageFacts(page, 'full-stack-rpc', byPath, 'my-app', 'development/testing.md').problems).toEqual([]);
  });
});
