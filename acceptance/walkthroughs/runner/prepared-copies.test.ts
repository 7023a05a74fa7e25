import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPrepared, writableFiles } from './prepared-copies.ts';

describe('copyPrepared', () => {
  let root: string;
  const master = () => path.join(root, 'kept');
  const copy = () => path.join(root, 'copy');
  const files: Record<string, { text: string; shared: boolean }> = {
    'package.json': { text: '{}', shared: false },
    'apps/api/.dev.vars': { text: 'A=1', shared: false },
    'apps/api/.wrangler/state/d1/db.sqlite': { text: 'rows', shared: false },
    'node_modules/react/index.js': { text: 'react', shared: true },
    'node_modules/@tanstack/query/index.js': { text: 'query', shared: true },
    'node_modules/react/node_modules/.inner/x.js': { text: 'inner', shared: true },
    'node_modules/.package-lock.json': { text: '{"lock":1}', shared: false },
    'node_modules/.vite/deps/_metadata.json': { text: '{}', shared: false },
    'apps/web/node_modules/vite/bin/vite.js': { text: 'vite', shared: true },
    'apps/web/node_modules/.tmp/tsconfig.app.tsbuildinfo': { text: 'build', shared: false },
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'prepared-copies-'));
    for (const [file, { text }] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(master(), file)), { recursive: true });
      await writeFile(path.join(master(), file), text);
    }
    await chmod(path.join(master(), 'apps/api/.dev.vars'), 0o600);
    await copyPrepared({ folder: master(), cwd: '', maker: 'test', lines: [] }, copy());
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists the files something may write: every file but those inside installed packages', async () => {
    const expected = Object.entries(files)
      .filter(([, { shared }]) => !shared)
      .map(([file]) => path.join(master(), file))
      .sort();
    expect((await writableFiles(master())).sort()).toEqual(expected);
  });

  it.each(Object.entries(files))('%s: the same content, a hard link only inside a package', async (file, entry) => {
    const [kept, copied] = await Promise.all([stat(path.join(master(), file)), stat(path.join(copy(), file))]);
    expect(await readFile(path.join(copy(), file), 'utf8')).toBe(entry.text);
    expect(copied.ino === kept.ino, 'same inode').toBe(entry.shared);
    expect(copied.mode).toBe(kept.mode);
    expect(Math.trunc(copied.mtimeMs)).toBe(Math.trunc(kept.mtimeMs));
  });

  it("writing the copy's files in place leaves the kept project as it was", async () => {
    for (const file of [
      'node_modules/.package-lock.json',
      'apps/api/.dev.vars',
      'apps/api/.wrangler/state/d1/db.sqlite',
    ]) {
      await writeFile(path.join(copy(), file), 'changed');
      expect(await readFile(path.join(master(), file), 'utf8')).toBe(files[file]?.text);
    }
  });
});
