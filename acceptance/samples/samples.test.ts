import { describe, expect, it } from 'vitest';
import { mapDiagnostic, parseTscOutput, sampleModuleSource, type SampleSource } from './diagnostics.ts';
import { classifyLanguage, extractSamples } from './extract.ts';
import { PlacementError, placeSample } from './placement.ts';

const page = [
  '---',
  'title: Database',
  'summary: A page.',
  '---',
  '',
  'Intro.',
  '',
  '```ts title="apps/api/src/routes/todos.ts" {2}',
  "import { createDb } from '../db';",
  'export const db = createDb;',
  '```',
  '',
  '```sh',
  'npm run dev',
  '```',
  '',
  '- A list item',
  '',
  '  ```tsx',
  '  export const A = () => <p />;',
  '  ```',
  '',
  '```typescript',
  'export const x = 1;',
  '```',
  '',
  '```TS',
  'const y = 1;',
  '```',
  '',
  '```mts',
  'const z = 1;',
  '```',
  '',
].join('\n');

describe('extractSamples', () => {
  const { blocks, aliasErrors } = extractSamples(page);

  it('keeps ts, typescript and tsx blocks in page order', () => {
    expect(blocks.map((block) => [block.language, block.index])).toEqual([
      ['ts', 1],
      ['tsx', 2],
      ['ts', 3],
    ]);
  });

  it('reads the title from the meta', () => {
    expect(blocks[0]?.title).toBe('apps/api/src/routes/todos.ts');
    expect(blocks[1]?.title).toBeUndefined();
  });

  it('records the markdown line of the first code line', () => {
    expect(blocks.map((block) => block.firstLine)).toEqual([9, 20, 24]);
  });

  it('strips list indentation from the code', () => {
    expect(blocks[1]?.code).toBe('export const A = () => <p />;');
  });

  it('reports other spellings of TypeScript at their fence line', () => {
    expect(aliasErrors).toEqual([
      { line: 27, language: 'TS', expected: 'ts' },
      { line: 31, language: 'mts', expected: 'ts' },
    ]);
  });
});

describe('classifyLanguage', () => {
  it.each([
    ['TSX', { kind: 'alias', expected: 'tsx' }],
    ['typescriptreact', { kind: 'alias', expected: 'tsx' }],
    [null, { kind: 'other' }],
  ] as const)('%s', (language, expected) => {
    expect(classifyLanguage(language)).toEqual(expected);
  });
});

describe('placeSample', () => {
  it.each([
    // title, language, app, directory, config
    ['apps/api/src/routes/todos.ts', 'ts', 'api', 'src/routes', 'app'],
    ['apps/web/src/routes/posts/$postId.tsx', 'tsx', 'web', 'src/routes/posts', 'app'],
    ['apps/api/test/todos.test.ts', 'ts', 'api', 'test', 'app'],
    ['apps/api/drizzle.config.ts', 'ts', 'api', '', 'node'],
    ['./apps/api/src/index.ts', 'ts', 'api', 'src', 'app'],
    // A path inside one app: the API's unless it is the web app's.
    ['src/routes/health.ts', 'ts', 'api', 'src/routes', 'app'],
    ['drizzle.config.ts', 'ts', 'api', '', 'node'],
    // The web app's own root files, folders and .tsx files.
    ['vite.config.ts', 'ts', 'web', '', 'node'],
    ['e2e/dashboard.spec.ts', 'ts', 'web', 'e2e', 'node'],
    ['src/components/todo-list.tsx', 'tsx', 'web', 'src/components', 'app'],
  ] as const)('%s', (title, language, app, directory, config) => {
    const placement = placeSample({ title, language, index: 3 }, 'development/database.md');
    expect(placement).toMatchObject({ app, directory, config });
    expect(placement.fileName).toMatch(/^__sample_development_database_3\.tsx?$/);
    expect(placement.path).toBe(['apps', app, directory, placement.fileName].filter(Boolean).join('/'));
  });

  it('places untitled ts blocks in apps/api/src and tsx blocks in apps/web/src', () => {
    expect(placeSample({ language: 'ts', index: 1 }, 'development/api-design.md').path).toBe(
      'apps/api/src/__sample_development_api_design_1.ts',
    );
    expect(placeSample({ language: 'tsx', index: 2 }, 'development/api-design.md').path).toBe(
      'apps/web/src/__sample_development_api_design_2.tsx',
    );
  });

  it('uses .tsx when either the language or the title says so', () => {
    expect(placeSample({ language: 'ts', title: 'apps/web/src/x.tsx', index: 1 }, 'a/b').fileName).toBe(
      '__sample_a_b_1.tsx',
    );
    expect(placeSample({ language: 'tsx', title: 'apps/web/src/x.ts', index: 1 }, 'a/b').fileName).toBe(
      '__sample_a_b_1.tsx',
    );
  });

  it.each([
    // title, language, path (API-only templates: the API is the project root)
    ['apps/api/src/routes/todos.ts', 'ts', 'src/routes/__sample_templates_api_2.ts'],
    ['src/routes/todos.ts', 'ts', 'src/routes/__sample_templates_api_2.ts'],
    ['drizzle.config.ts', 'ts', '__sample_templates_api_2.ts'],
    [undefined, 'ts', 'src/__sample_templates_api_2.ts'],
  ] as const)('api-only: %s', (title, language, path) => {
    const placement = placeSample({ ...(title ? { title } : {}), language, index: 2 }, 'templates/api.md', 'api-only');
    expect(placement).toMatchObject({ app: 'api', appDir: '', path });
  });

  it('rejects web app code on an API-only template', () => {
    for (const block of [
      { language: 'tsx', index: 1 },
      { language: 'ts', title: 'apps/web/src/lib/api.ts', index: 1 },
    ] as const) {
      expect(() => placeSample(block, 'templates/api.md', 'api-only')).toThrow(/API-only template has no web app/);
    }
  });

  it('rejects titles that leave the project or name another app', () => {
    expect(() => placeSample({ language: 'ts', title: '../outside.ts', index: 1 }, 'a/b')).toThrow(PlacementError);
    expect(() => placeSample({ language: 'ts', title: 'apps/docs/src/x.ts', index: 1 }, 'a/b')).toThrow(PlacementError);
  });
});

describe('parseTscOutput', () => {
  const output = [
    "apps/api/src/__sample_development_database_1.ts(5,9): error TS2322: Type 'number' is not assignable to type 'string'.",
    "apps/web/src/__sample_development_database_2.tsx(2,3): error TS2345: Argument of type '{ a: number; }' is not assignable to parameter of type 'B'.",
    "  Object literal may only specify known properties, and 'a' does not exist in type 'B'.",
    "error TS5083: Cannot read file 'tsconfig.json'.",
    '',
  ].join('\n');

  it('reads file, position, code and message, joining continuation lines', () => {
    expect(parseTscOutput(output)).toEqual([
      {
        file: 'apps/api/src/__sample_development_database_1.ts',
        line: 5,
        column: 9,
        code: 'TS2322',
        message: "Type 'number' is not assignable to type 'string'.",
      },
      {
        file: 'apps/web/src/__sample_development_database_2.tsx',
        line: 2,
        column: 3,
        code: 'TS2345',
        message:
          "Argument of type '{ a: number; }' is not assignable to parameter of type 'B'.\n  Object literal may only specify known properties, and 'a' does not exist in type 'B'.",
      },
      { file: '', line: 0, column: 0, code: 'TS5083', message: "Cannot read file 'tsconfig.json'." },
    ]);
  });
});

describe('mapDiagnostic', () => {
  const sample: SampleSource = {
    path: 'apps/api/src/__sample_development_database_1.ts',
    markdownFile: 'content/docs/development/database.md',
    firstLine: 40,
    lineCount: 12,
  };
  const samples = new Map([[sample.path, sample]]);
  const diagnostic = { file: sample.path, line: 5, column: 9, code: 'TS2322', message: 'Bad.' };

  it.each([
    [1, 40],
    [12, 51],
    // The `export {}` appended after the code maps to the last code line.
    [14, 51],
  ])('module line %i → markdown line %i', (line, markdownLine) => {
    expect(mapDiagnostic({ ...diagnostic, line }, samples).location).toBe(
      `content/docs/development/database.md:${markdownLine}`,
    );
  });

  it('keeps the sample and the message', () => {
    expect(mapDiagnostic(diagnostic, samples)).toMatchObject({ sample, code: 'TS2322', message: 'Bad.' });
  });

  it('accepts paths printed with ./ or with the project copy prefix', () => {
    expect(mapDiagnostic({ ...diagnostic, file: `./${sample.path}` }, samples).sample).toBe(sample);
    expect(
      mapDiagnostic({ ...diagnostic, file: `.cache/samples/${sample.path}` }, samples, '.cache/samples').sample,
    ).toBe(sample);
  });

  it('reports diagnostics of project files at the project file', () => {
    const mapped = mapDiagnostic({ ...diagnostic, file: 'apps/api/src/index.ts', line: 3, column: 1 }, samples);
    expect(mapped.sample).toBeUndefined();
    expect(mapped.location).toBe('apps/api/src/index.ts:3:1');
  });
});

describe('sampleModuleSource', () => {
  it('leaves modules alone', () => {
    expect(sampleModuleSource("import { z } from 'zod';\nexport const a = z.string();")).toBe(
      "import { z } from 'zod';\nexport const a = z.string();\n",
    );
  });

  it('turns scripts into modules after the code, keeping line numbers', () => {
    const source = sampleModuleSource('const a = 1;\nconsole.log(a);');
    expect(source.split('\n').slice(0, 2)).toEqual(['const a = 1;', 'console.log(a);']);
    expect(source).toContain('export {};');
  });
});
