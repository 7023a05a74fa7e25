import { describe, expect, it } from 'vitest';
import { brotliQuality, LARGE_SITE_BYTES } from '../../src/build/precompress.ts';
import { expandLineRanges, parseCodeMeta } from '../../src/build/pipeline/code-meta.ts';
import { convertCommand } from '../../src/build/pipeline/package-managers.ts';
import { selectTop } from '../../src/shared/search/top-k.ts';
import { forEachConcurrently } from '../../src/build/for-each-concurrently.ts';
import { checkQuery, MAX_QUERY_LENGTH } from '../../src/shared/search/query.ts';
import { processTerm, queryWords, tokenize } from '../../src/shared/search/tokenize.ts';
import { NONE, nextHighlight } from '../../src/browser/lib/result-navigation.ts';
import { activeHeadingIndex } from '../../src/browser/lib/scroll-spy.ts';

describe('parseCodeMeta', () => {
  const cases: Array<[string | null, ReturnType<typeof parseCodeMeta>]> = [
    [null, { highlightLines: [] }],
    ['title="apps/api/src/index.ts"', { title: 'apps/api/src/index.ts', highlightLines: [] }],
    ['{2,4-6} title="a b.ts"', { title: 'a b.ts', highlightLines: [2, 4, 5, 6] }],
    ['alt="Flow {1}" {3}', { alt: 'Flow {1}', highlightLines: [3] }],
  ];
  for (const [meta, expected] of cases) it(String(meta), () => expect(parseCodeMeta(meta)).toEqual(expected));

  it('expandLineRanges ignores bad parts', () => {
    expect(expandLineRanges('3,1-2,5-4,x,0')).toEqual([1, 2, 3]);
  });
});

describe('convertCommand', () => {
  const cases: Array<[string, string, string, string]> = [
    ['npm create flarekit@latest my-app', 'yarn create flarekit my-app', 'pnpm create flarekit my-app', 'bun create flarekit my-app'],
    ['npm create flarekit@latest my-app -- -y --no-auth', 'yarn create flarekit my-app -y --no-auth', 'pnpm create flarekit my-app -y --no-auth', 'bun create flarekit my-app -y --no-auth'],
    ['npm install', 'yarn install', 'pnpm install', 'bun install'],
    ['npm install hono zod', 'yarn add hono zod', 'pnpm add hono zod', 'bun add hono zod'],
    ['npm install -D vitest', 'yarn add -D vitest', 'pnpm add -D vitest', 'bun add -D vitest'],
    ['npm run dev', 'yarn dev', 'pnpm dev', 'bun run dev'],
    ['npm run dev -- --port 3000', 'yarn dev --port 3000', 'pnpm dev --port 3000', 'bun run dev --port 3000'],
    ['npm test', 'yarn test', 'pnpm test', 'bun run test'],
    ['npx wrangler d1 create my-app-db', 'yarn dlx wrangler d1 create my-app-db', 'pnpm dlx wrangler d1 create my-app-db', 'bunx wrangler d1 create my-app-db'],
    ['npm exec drizzle-kit generate', 'yarn dlx drizzle-kit generate', 'pnpm dlx drizzle-kit generate', 'bunx drizzle-kit generate'],
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

describe('brotliQuality', () => {
  const cases: Array<[string, number, number]> = [
    ['docs/a/b.html', 5 * 2 ** 20, 11],
    ['docs/a/b.html', LARGE_SITE_BYTES, 11],
    ['docs/a/b.html', LARGE_SITE_BYTES + 1, 5],
    ['llms-full.txt', 2 ** 31, 5],
    ['assets/client-abc123.js', 2 ** 31, 11],
    ['assets/code-abc123.css', 5 * 2 ** 20, 11],
  ];
  for (const [file, total, quality] of cases) it(`${file} in ${total} bytes of text → ${quality}`, () => expect(brotliQuality(file, total)).toBe(quality));
});

describe('forEachConcurrently', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  const cases: Array<[number, number, number]> = [
    // [items, limit, most running at once]
    [0, 3, 0],
    [1, 3, 1],
    [5, 1, 1],
    [5, 3, 3],
    [2, 8, 2],
    [4, 0, 1],
  ];
  for (const [count, limit, expected] of cases) {
    it(`${count} items, limit ${limit}: every item once, in order of start, at most ${expected} at once`, async () => {
      const started: number[] = [];
      let running = 0;
      let most = 0;
      await forEachConcurrently(Array.from({ length: count }, (_, i) => i), limit, async (item) => {
        started.push(item);
        most = Math.max(most, ++running);
        await tick();
        running--;
      });
      expect(started).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(most).toBe(expected);
    });
  }
  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = forEachConcurrently([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 1) throw new Error('image 1 failed');
    });
    await expect(run).rejects.toThrow('image 1 failed');
    expect(started).toEqual([0, 1, 2]);
  });
});

describe('selectTop', () => {
  // [candidates as id:score in the order found, limit, expected ids]
  const cases: Array<[string, number, string]> = [
    ['', 20, ''],
    ['a:3 b:2 c:1', 20, 'a b c'],
    ['c:1 a:3 b:2', 20, 'a b c'],
    ['a:3 b:2 c:1', 2, 'a b'],
    ['c:1 b:2 a:3', 2, 'a b'],
    ['a:3 b:2 c:1', 0, ''],
    ['z:5 y:5 x:5', 20, 'x y z'],
    // equal scores across the cut: the lowest ids win, not the first found
    ['a:9 z:4 m:4 c:4 b:1', 2, 'a c'],
    ['a:9 z:4 m:4 c:4 b:1', 3, 'a c m'],
    ['q:2 p:2', 1, 'p'],
    ['b:1 a:1 d:7 c:1', 3, 'd a b'],
  ];
  for (const [input, limit, expected] of cases) {
    it(`${input || '(none)'}, limit ${limit}`, () => {
      const hits = input.split(' ').filter(Boolean).map((pair) => ({ id: pair.split(':')[0]!, score: Number(pair.split(':')[1]) }));
      const order = hits.map((_, i) => i);
      const best = selectTop(order, order.length, limit, (i) => hits[i]!.score, (i) => hits[i]!.id);
      expect(best.map((i) => hits[i]!.id).join(' ')).toBe(expected);
    });
  }
  it('reads only the first `count` candidates', () => expect(selectTop([2, 0, 1], 2, 5, (i) => i, String)).toEqual([2, 0]));
});

describe('checkQuery', () => {
  const cases: Array<[string, string[], ReturnType<typeof checkQuery>['ok'], string?]> = [
    ['missing', [], false],
    ['repeated', ['a', 'b'], false],
    ['empty', [''], true, ''],
    ['whitespace', ['   '], true, ''],
    ['200 characters', ['x'.repeat(MAX_QUERY_LENGTH)], true, 'x'.repeat(MAX_QUERY_LENGTH)],
    ['201 characters', ['x'.repeat(MAX_QUERY_LENGTH + 1)], false],
    ['200 emoji count as 200 characters', ['🔥'.repeat(MAX_QUERY_LENGTH)], true, '🔥'.repeat(MAX_QUERY_LENGTH)],
    ['control characters become spaces', ['a\u0000b\tc'], true, 'a b c'],
  ];
  for (const [name, values, ok, query] of cases) {
    it(name, () => {
      const result = checkQuery(values);
      expect(result.ok).toBe(ok);
      if (result.ok) expect(result.query).toBe(query);
      else expect(result.error.length).toBeGreaterThan(5);
    });
  }
});

describe('tokenize', () => {
  const cases: Array<[string, string[]]> = [
    ['--no-auth', ['no-auth', 'no', 'auth']],
    ['BETTER_AUTH_SECRET', ['BETTER_AUTH_SECRET', 'BETTER', 'AUTH', 'SECRET']],
    ['port 8787', ['port', '8787']],
    ['wrangler.jsonc', ['wrangler.jsonc', 'wrangler', 'jsonc']],
    ['createDb()', ['createDb', 'create', 'Db']],
    ['-y', ['y']],
    ['@tanstack/react-query', ['tanstack/react-query', 'tanstack', 'react', 'query']],
    ['', []],
  ];
  for (const [text, expected] of cases) it(JSON.stringify(text), () => expect(tokenize(text)).toEqual(expected));

  it('queryWords keeps each typed word whole with its parts, lowercase', () => {
    expect(queryWords('--no-auth')).toEqual([{ whole: 'no-auth', parts: ['no', 'auth'] }]);
    expect(queryWords('auth --no-auth')).toEqual([{ whole: 'auth', parts: ['auth'] }, { whole: 'no-auth', parts: ['no', 'auth'] }]);
    expect(queryWords('useQuery hook')).toEqual([{ whole: 'usequery', parts: ['use', 'query'] }, { whole: 'hook', parts: ['hook'] }]);
    expect(queryWords('BETTER_AUTH_SECRET')).toEqual([{ whole: 'better_auth_secret', parts: ['better', 'auth', 'secret'] }]);
    expect(queryWords('')).toEqual([]);
  });

  it('processTerm lowercases and drops stop words, never "no"', () => {
    expect(['How', 'do', 'I', 'Deploy', 'no', 'not'].map(processTerm)).toEqual([null, null, null, 'deploy', 'no', 'not']);
  });
});

describe('nextHighlight (spec section 4)', () => {
  const cases: Array<[number, string, number, number]> = [
    [NONE, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 2], // stops at the last result
    [2, 'ArrowUp', 3, 1],
    [0, 'ArrowUp', 3, NONE], // from the first result back to none
    [NONE, 'ArrowUp', 3, NONE],
    [1, 'Enter', 3, 1],
    [NONE, 'ArrowDown', 0, NONE], // no results
    [5, 'ArrowUp', 0, NONE],
  ];
  for (const [current, key, count, expected] of cases) {
    it(`${current} + ${key} (${count} results) → ${expected}`, () => expect(nextHighlight(current, key, count)).toBe(expected));
  }
});

describe('activeHeadingIndex', () => {
  const cases: Array<[string, number[], number, boolean, number]> = [
    ['no headings', [], 80, false, -1],
    ['at the start the first heading is active', [300, 900, 1500], 80, false, 0],
    ['a heading that passed the reading line is active', [-200, 60, 700], 80, false, 1],
    ['the last passed heading wins', [-900, -300, -10], 80, false, 2],
    ['at the bottom the last heading is active', [-900, 100, 500], 80, true, 2],
  ];
  for (const [name, tops, line, atBottom, expected] of cases) {
    it(name, () => expect(activeHeadingIndex(tops, line, atBottom)).toBe(expected));
  }
});
