// A layer's `<file>.patch` (src/compose/patch.ts): the diff it is written as turns the earlier file into the later one,
// and a patch that no longer fits the earlier file stops composing instead of writing something else.
import { describe, expect, it } from 'vitest';
import { applyPatch, unifiedDiff } from '../../src/compose/patch.ts';

const lines = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `line ${i + from}`);
const text = (list: string[]) => `${list.join('\n')}\n`;

describe('unifiedDiff and applyPatch', () => {
  const before = text(lines(30));
  it.each<[string, string]>([
    ['one line changed', text(lines(30).map((line, i) => (i === 14 ? 'changed' : line)))],
    ['lines added at the start', text(['new 1', 'new 2', ...lines(30)])],
    ['lines added at the end', text([...lines(30), 'new'])],
    ['lines removed in two places', text(lines(30).filter((_, i) => i !== 2 && i !== 25))],
    [
      'changes close enough to share a hunk',
      text(lines(30).map((line, i) => (i === 10 || i === 16 ? `${line}!` : line))),
    ],
    ['everything replaced', text(['a', 'b'])],
    ['everything removed', ''],
  ])('%s: the patch turns the old text into the new', (_, after) => {
    const patch = unifiedDiff(before, after, 'src/file.ts');
    expect(patch.startsWith('--- a/src/file.ts\n+++ b/src/file.ts\n@@ ')).toBe(true);
    expect(applyPatch(before, patch, 'file.ts.patch')).toBe(after);
  });

  it('writes hunks as diff -u does: three lines of context, counts and starts of each side', () => {
    const after = text(lines(10).map((line, i) => (i === 4 ? 'five' : line)));
    expect(unifiedDiff(text(lines(10)), after, 'f')).toBe(
      [
        '--- a/f',
        '+++ b/f',
        '@@ -2,7 +2,7 @@',
        ' line 2',
        ' line 3',
        ' line 4',
        '-line 5',
        '+five',
        ' line 6',
        ' line 7',
        ' line 8',
        '',
      ].join('\n'),
    );
  });

  it('is empty for equal texts, and an empty patch changes nothing', () => {
    expect(unifiedDiff('a\n', 'a\n', 'f')).toBe('');
    expect(applyPatch('a\n', '', 'f.patch')).toBe('a\n');
  });

  it('reads a hunk header without counts, as diff -u writes a one-line side', () => {
    expect(applyPatch('a\nb\nc\n', '@@ -2 +2 @@\n-b\n+B\n', 'f.patch')).toBe('a\nB\nc\n');
  });

  it('refuses a hunk whose lines the earlier file does not have at its line', () => {
    const patch = unifiedDiff(text(lines(10)), text(lines(10).map((l, i) => (i === 4 ? 'five' : l))), 'f');
    const moved = text(['inserted', ...lines(10)]);
    expect(() => applyPatch(moved, patch, 'layer/f.patch')).toThrow(
      'layer/f.patch: hunk @@ -2,7 +2,7 @@ does not apply: line 2 of the earlier layers\' file is "line 1", not "line 2"',
    );
  });

  it('refuses a hunk with fewer lines than its header counts, and text outside a hunk', () => {
    expect(() => applyPatch('a\nb\n', '@@ -1,2 +1,2 @@\n a\n', 'f.patch')).toThrow(
      'f.patch: hunk @@ -1,2 +1,2 @@ ends early',
    );
    expect(() => applyPatch('a\n', 'hello\n', 'f.patch')).toThrow(
      'f.patch: line 1 is neither a file name nor inside a hunk',
    );
  });
});
