import { describe, expect, it } from 'vitest';
import { differingFromTwin, differingWebFiles, pagesToLoad, rpcTwin } from './twin-pages.ts';

const pages = ['index.tsx', 'dashboard.tsx', 'posts/index.tsx'].map((file) => ({ route: `src/routes/${file}` }));
const routes = (loaded: { route: string }[]) => loaded.map((page) => page.route);

describe('rpcTwin', () => {
  it.each([
    ['full-stack-orval', 'full-stack-rpc'],
    ['full-stack-orval-no-auth', 'full-stack-rpc-no-auth'],
    ['full-stack-orval-no-db', 'full-stack-rpc-no-db'],
    ['full-stack-rpc', undefined],
  ] as const)('%s → %s', (id, twin) => expect(rpcTwin(id)).toBe(twin));
});

describe('differingWebFiles', () => {
  it('lists the web files present in one project only or with other contents, and nothing outside apps/web/', () => {
    const a = new Map<string, string | Uint8Array>([
      ['apps/web/same.ts', 'x'],
      ['apps/web/changed.ts', 'x'],
      ['apps/web/only-a.ts', 'x'],
      ['apps/web/image.png', new Uint8Array([1, 2])],
      ['apps/api/changed.ts', 'x'],
    ]);
    const b = new Map<string, string | Uint8Array>([
      ['apps/web/same.ts', 'x'],
      ['apps/web/changed.ts', 'y'],
      ['apps/web/only-b.ts', 'x'],
      ['apps/web/image.png', new Uint8Array([1, 3])],
      ['apps/api/changed.ts', 'y'],
    ]);
    expect(differingWebFiles(a, b).sort()).toEqual(['changed.ts', 'image.png', 'only-a.ts', 'only-b.ts']);
  });
});

describe('pagesToLoad', () => {
  it.each([
    ['no twin: every page', undefined, pages.map((page) => page.route)],
    [
      'only the data layer differs: no page',
      ['src/lib/use-todo-board.ts', 'src/api/generated/x.ts', 'package.json'],
      [],
    ],
    [
      "a listed page's route differs: that page",
      ['src/lib/api.ts', 'src/routes/posts/index.tsx'],
      ['src/routes/posts/index.tsx'],
    ],
    ['an unlisted route differs: no page', ['src/routes/posts/$postId.tsx'], []],
    ['the root layout differs: every page', ['src/routes/__root.tsx'], pages.map((page) => page.route)],
    ['a component differs: every page', ['src/components/todo-board.tsx'], pages.map((page) => page.route)],
    ['a rendering lib file differs: every page', ['src/lib/examples.ts'], pages.map((page) => page.route)],
  ] as const)('%s', (_name, differing, expected) => {
    expect(routes(pagesToLoad(pages, differing))).toEqual(expected);
  });
});

describe('differingFromTwin, on the templates as they are', () => {
  it('the Orval templates differ from their RPC twins in the data layer and the posts routes only', async () => {
    for (const id of ['full-stack-orval', 'full-stack-orval-no-auth', 'full-stack-orval-no-db'] as const) {
      const differing = await differingFromTwin(id);
      expect(routes(pagesToLoad(pages, differing)), id).toEqual(
        id.endsWith('-no-db') ? [] : ['src/routes/posts/index.tsx'],
      );
    }
  });
});
