/** The three-way merge, file by file and line by line: what is taken, kept, merged, removed or marked as a conflict. */
import { describe, expect, test } from 'vitest';
import { type Contents, mergeText, mergeTrees } from '../../src/add/merge.ts';

const LABELS = { yours: 'yours', base: 'base', target: 'target' };

describe('mergeText', () => {
  test.each([
    ['only yours changed', 'a\nB\nc\n', 'a\nb\nc\n', 'a\nb\nc\n', 'a\nB\nc\n', 0],
    ['only the target changed', 'a\nb\nc\n', 'a\nb\nc\n', 'a\nb\nC\n', 'a\nb\nC\n', 0],
    ['both, on different lines', 'A\nb\nc\nd\n', 'a\nb\nc\nd\n', 'a\nb\nc\nD\n', 'A\nb\nc\nD\n', 0],
    ['both, the same change', 'a\nX\nc\n', 'a\nb\nc\n', 'a\nX\nc\n', 'a\nX\nc\n', 0],
    [
      'both, the same line differently',
      'a\nX\nc\n',
      'a\nb\nc\n',
      'a\nY\nc\n',
      'a\n<<<<<<< yours\nX\n||||||| base\nb\n=======\nY\n>>>>>>> target\nc\n',
      1,
    ],
    [
      'a last line without a line end keeps each marker on its own line',
      'a\nX',
      'a\nb',
      'a\nY',
      'a\n<<<<<<< yours\nX\n||||||| base\nb\n=======\nY\n>>>>>>> target\n',
      1,
    ],
    ['a file both added alike', 'x\n', '', 'x\n', 'x\n', 0],
    [
      'a file both added differently',
      'x\n',
      '',
      'y\n',
      '<<<<<<< yours\nx\n||||||| base\n=======\ny\n>>>>>>> target\n',
      1,
    ],
  ])('%s', (_name, yours, base, target, merged, conflicts) => {
    expect(mergeText(yours, base, target, LABELS)).toEqual([merged, conflicts]);
  });
});

describe('mergeTrees', () => {
  type Row = [string, string | undefined, string | undefined, string | undefined, string, string | undefined];
  // name, base, target, yours → the change's kind ('none': nothing happens) and the contents written
  test.each<Row>([
    ['a new file of the target', undefined, 'new\n', undefined, 'added', 'new\n'],
    ['a file you left as generated, changed by the target', 'a\n', 'b\n', 'a\n', 'updated', 'b\n'],
    ['a file you changed, the target did not', 'a\n', 'a\n', 'mine\n', 'none', undefined],
    ['a file you changed as the target does', 'a\n', 'b\n', 'b\n', 'none', undefined],
    ['a file you left, the target has no more', 'a\n', undefined, 'a\n', 'removed', undefined],
    ['a file you changed, the target has no more', 'a\n', undefined, 'mine\n', 'conflict', undefined],
    ['a file you deleted, the target changes', 'a\n', 'b\n', undefined, 'conflict', 'b\n'],
    ['a file you deleted, the target keeps', 'a\n', 'a\n', undefined, 'none', undefined],
    ['a file you deleted, the target has no more', 'a\n', undefined, undefined, 'none', undefined],
    ['a file you added where the target adds one', undefined, 'theirs\n', 'mine\n', 'conflict', undefined],
    ['both changed, apart', '1\n2\n3\n4\n', '1\n2\n3\nT\n', 'Y\n2\n3\n4\n', 'merged', 'Y\n2\n3\nT\n'],
  ])('%s', (_name, base, target, yours, kind, written) => {
    const tree = (contents: string | undefined) =>
      new Map<string, Contents>(contents === undefined ? [] : [['file.ts', contents]]);
    const plan = mergeTrees(tree(base), tree(target), () => yours, LABELS);
    expect(plan.changes.map((change) => change.kind)).toEqual(kind === 'none' ? [] : [kind]);
    if (written !== undefined) expect(plan.writes.get('file.ts')).toBe(written);
    else if (kind !== 'conflict') expect(plan.writes.has('file.ts')).toBe(false);
    expect(plan.removals).toEqual(kind === 'removed' ? ['file.ts'] : []);
    if (kind === 'conflict') expect(plan.changes[0]?.reason).toMatch(/\S/);
  });

  test('a lockfile you changed is left to the package manager; one left as generated takes the target', () => {
    const base = new Map([['package-lock.json', 'base\n']]);
    const target = new Map([['package-lock.json', 'target\n']]);
    const rules = { installerOwned: (file: string) => file === 'package-lock.json' };
    expect(mergeTrees(base, target, () => 'installed\n', LABELS, rules).changes).toEqual([]);
    expect(mergeTrees(base, target, () => 'base\n', LABELS, rules).writes.get('package-lock.json')).toBe('target\n');
  });

  test('a path kept as yours is never written, whatever the target has', () => {
    const base = new Map([['drizzle/0000_init.sql', 'CREATE TABLE todos;\n']]);
    const target = new Map([['drizzle/0000_init.sql', 'CREATE TABLE todos; CREATE TABLE users;\n']]);
    const rules = { keepYours: (file: string) => file.startsWith('drizzle/') };
    const plan = mergeTrees(base, target, () => 'CREATE TABLE todos;\n', LABELS, rules);
    expect(plan.changes).toEqual([]);
  });

  test('files neither template has are never read', () => {
    const read: string[] = [];
    mergeTrees(new Map([['a', '1\n']]), new Map([['b', '2\n']]), (file) => (read.push(file), undefined), LABELS);
    expect(read.sort()).toEqual(['a', 'b']);
  });
});
