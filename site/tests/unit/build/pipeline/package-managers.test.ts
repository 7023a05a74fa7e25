import { describe, expect, it } from 'vitest';
import { convertCommand } from '../../../../src/build/pipeline/package-managers.ts';

describe('convertCommand', () => {
  const cases: Array<[string, string, string, string]> = [
    [
      'npm create flarekit@latest my-app',
      'yarn create flarekit my-app',
      'pnpm create flarekit my-app',
      'bun create flarekit my-app',
    ],
    [
      'npm create flarekit@latest my-app -- -y --no-auth',
      'yarn create flarekit my-app -y --no-auth',
      'pnpm create flarekit my-app -y --no-auth',
      'bun create flarekit my-app -y --no-auth',
    ],
    ['npm install', 'yarn install', 'pnpm install', 'bun install'],
    ['npm install hono zod', 'yarn add hono zod', 'pnpm add hono zod', 'bun add hono zod'],
    ['npm install -D vitest', 'yarn add -D vitest', 'pnpm add -D vitest', 'bun add -D vitest'],
    ['npm run dev', 'yarn dev', 'pnpm dev', 'bun run dev'],
    ['npm run dev -- --port 3000', 'yarn dev --port 3000', 'pnpm dev --port 3000', 'bun run dev --port 3000'],
    ['npm test', 'yarn test', 'pnpm test', 'bun run test'],
    [
      'npx wrangler d1 create my-app-db',
      'yarn dlx wrangler d1 create my-app-db',
      'pnpm dlx wrangler d1 create my-app-db',
      'bunx wrangler d1 create my-app-db',
    ],
    [
      'npm exec drizzle-kit generate',
      'yarn dlx drizzle-kit generate',
      'pnpm dlx drizzle-kit generate',
      'bunx drizzle-kit generate',
    ],
    ['cd my-app', 'cd my-app', 'cd my-app', 'cd my-app'],
    ['# a comment', '# a comment', '# a comment', '# a comment'],
  ];
  for (const [npm, yarn, pnpm, bun] of cases) {
    it(npm, () => {
      expect(convertCommand(npm, 'npm')).toBe(npm);
      expect(convertCommand(npm, 'yarn')).toBe(yarn);
      expect(convertCommand(npm, 'pnpm')).toBe(pnpm);
      expect(convertCommand(npm, 'bun')).toBe(bun);
    });
  }
});
