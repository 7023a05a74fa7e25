import { describe, expect, it } from 'vitest';

import { checkedPackages, packageName, packagesUsedBy, templateVersions } from '../../../src/build/sample-versions.ts';

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('packageName', () => {
  it.each([
    ['hono', 'hono'],
    ['hono/cookie', 'hono'],
    ['@hono/zod-openapi', '@hono/zod-openapi'],
    ['@tanstack/react-query/devtools', '@tanstack/react-query'],
    ['./db/schema', undefined],
    ['../lib/auth', undefined],
    ['node:crypto', undefined],
    ['cloudflare:workers', undefined],
  ])('%s → %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});

describe('packagesUsedBy', () => {
  it.each([
    [
      'static and type imports',
      fence('ts', "import { Hono } from 'hono';\nimport type { Env } from './env';\nimport { z } from 'zod'"),
      ['hono', 'zod'],
    ],
    [
      'side-effect and dynamic imports',
      fence('tsx', "import 'better-auth/react';\nconst m = await import('drizzle-orm');"),
      ['better-auth', 'drizzle-orm'],
    ],
    ['re-exports', fence('ts', "export { createRoute } from '@hono/zod-openapi';"), ['@hono/zod-openapi']],
    [
      'project binaries in commands',
      fence('sh', 'cd apps/api\nnpx wrangler d1 create my-app-db --binding DB\nnpm exec drizzle-kit generate'),
      ['wrangler', 'drizzle-kit'],
    ],
    ['npm blocks too', fence('npm', 'npx playwright test'), ['@playwright/test']],
    [
      'imports in prose or other languages do not count',
      "Write `import x from 'lodash'`.\n\n" + fence('json', '{ "import": "from \'lodash\'" }'),
      [],
    ],
    ['unknown binaries do not count', fence('sh', 'npx some-tool'), []],
  ])('%s', (_name, markdown, expected) => {
    expect([...packagesUsedBy(markdown)].sort()).toEqual([...expected].sort());
  });
});

describe('checkedPackages', () => {
  const pinned = new Map([
    ['zod', '4.6.7'],
    ['hono', '4.13.19'],
    ['wrangler', '4.151.0'],
    ['@libsql/client', '0.18.0'],
  ]);

  it('lists what the page uses at the pinned versions, most compared first, and leaves out what the project does not pin', () => {
    const markdown =
      fence(
        'ts',
        "import { z } from 'zod';\nimport { Hono } from 'hono';\nimport { createClient } from '@libsql/client';\nimport x from 'not-installed';",
      ) + fence('sh', 'npx wrangler deploy');
    expect(checkedPackages(markdown, pinned)).toEqual([
      { name: 'hono', version: '4.13.19' },
      { name: 'zod', version: '4.6.7' },
      { name: 'wrangler', version: '4.151.0' },
      { name: '@libsql/client', version: '0.18.0' },
    ]);
  });

  it('is empty for a page without samples', () => {
    expect(checkedPackages('Just prose.', pinned)).toEqual([]);
  });
});

describe('templateVersions', () => {
  it('reads the exact version every template pins, from the files the CLI generates', async () => {
    const versions = await templateVersions();
    for (const name of ['typescript', 'hono', 'react', 'better-auth', 'drizzle-orm', 'wrangler', 'orval']) {
      expect(versions.get(name), name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});
