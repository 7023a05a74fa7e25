/**
 * A template layer's `<file>.patch`: the unified diff (as `diff -u` writes it) that turns the file the earlier layers
 * compose into this layer's, so that a file differing between layers by a feature is written once. It applies
 * strictly: every hunk at its own line, with its context and removed lines exactly as written, or composing fails.
 */

/** The suffix that marks a layer's file as a patch of the earlier layers' file at the same path. */
export const PATCH_SUFFIX = '.patch';

/** Lines of a text that is empty or ends with a newline (the only kinds a patch reads or writes). */
function linesOf(text: string, what: string): string[] {
  if (text === '') return [];
  if (!text.endsWith('\n')) throw new Error(`${what} does not end with a newline`);
  return text.slice(0, -1).split('\n');
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** `text` with `patch` applied; `name` (the patch's path) is what an error names. */
export function applyPatch(text: string, patch: string, name: string): string {
  const source = linesOf(text, `the file ${name} patches`);
  const result: string[] = [];
  let next = 0; // the first line of `source` not yet copied
  const lines = linesOf(patch, name);
  for (let i = 0; i < lines.length; i++) {
    const header = HUNK_HEADER.exec(lines[i] ?? '');
    if (!header) {
      // The file names before the first hunk (`--- a/…`, `+++ b/…`) say nothing the layer's path does not.
      if (/^(---|\+\+\+) /.test(lines[i] ?? '') && result.length === 0 && next === 0) continue;
      throw new Error(`${name}: line ${i + 1} is neither a file name nor inside a hunk`);
    }
    const oldCount = header[2] === undefined ? 1 : Number(header[2]);
    const newCount = header[4] === undefined ? 1 : Number(header[4]);
    // A hunk that removes nothing and keeps nothing is placed after its start line, any other hunk at it.
    const at = oldCount === 0 ? Number(header[1]) : Number(header[1]) - 1;
    if (at < next) throw new Error(`${name}: hunk ${lines[i]} overlaps the one before it`);
    result.push(...source.slice(next, at));
    next = at;
    let removed = 0;
    let added = 0;
    while (removed < oldCount || added < newCount) {
      const line = lines[++i];
      if (line === undefined) throw new Error(`${name}: hunk ${header[0]} ends early`);
      const kind = line[0];
      const body = line.slice(1);
      if (kind === ' ' || kind === '-') {
        if (source[next] !== body) {
          throw new Error(
            `${name}: hunk ${header[0]} does not apply: line ${next + 1} of the earlier layers' file is ` +
              `${JSON.stringify(source[next] ?? '(past the end)')}, not ${JSON.stringify(body)}`,
          );
        }
        next++;
        removed++;
        if (kind === ' ') {
          result.push(body);
          added++;
        }
      } else if (kind === '+') {
        result.push(body);
        added++;
      } else {
        throw new Error(`${name}: hunk ${header[0]} has a line that is not context, removed or added: ${line}`);
      }
    }
    if (removed !== oldCount || added !== newCount) throw new Error(`${name}: hunk ${header[0]} miscounts its lines`);
  }
  result.push(...source.slice(next));
  return result.length === 0 ? '' : `${result.join('\n')}\n`;
}

/**
 * The unified diff from `before` to `after` with three lines of context, headed by `--- a/<file>` and `+++ b/<file>`
 * (empty when they are equal): what `diff -u` writes, and what applyPatch reads.
 */
export function unifiedDiff(before: string, after: string, file: string): string {
  const a = linesOf(before, `the old ${file}`);
  const b = linesOf(after, `the new ${file}`);
  // The longest common subsequence, by dynamic programming from the ends: common[i][j] for a[i..] and b[j..].
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }
  // Each line of the edit in order: ' ' kept, '-' removed, '+' added, with its line in a and in b.
  const edits: { kind: ' ' | '-' | '+'; line: string; ai: number; bi: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      edits.push({ kind: ' ', line: a[i] ?? '', ai: i++, bi: j++ });
    } else if (
      j >= b.length ||
      (i < a.length && (common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0))
    ) {
      edits.push({ kind: '-', line: a[i] ?? '', ai: i++, bi: j });
    } else {
      edits.push({ kind: '+', line: b[j] ?? '', ai: i, bi: j++ });
    }
  }
  const CONTEXT = 3;
  const changed = edits.flatMap((edit, index) => (edit.kind === ' ' ? [] : [index]));
  if (changed.length === 0) return '';
  const hunks: string[] = [];
  let start = 0;
  while (start < changed.length) {
    // A hunk runs from a change to the last change less than two contexts' lines after the one before it.
    let end = start;
    while (end + 1 < changed.length && (changed[end + 1] ?? 0) - (changed[end] ?? 0) <= 2 * CONTEXT + 1) end++;
    const from = Math.max(0, (changed[start] ?? 0) - CONTEXT);
    const to = Math.min(edits.length, (changed[end] ?? 0) + CONTEXT + 1);
    const part = edits.slice(from, to);
    const oldCount = part.filter((edit) => edit.kind !== '+').length;
    const newCount = part.filter((edit) => edit.kind !== '-').length;
    const first = part[0] ?? { ai: 0, bi: 0 };
    // As diff -u numbers them: a range of no lines starts at the line before it.
    const range = (line: number, count: number) => `${count === 0 ? line : line + 1},${count}`;
    hunks.push(`@@ -${range(first.ai, oldCount)} +${range(first.bi, newCount)} @@`);
    for (const edit of part) hunks.push(`${edit.kind}${edit.line}`);
    start = end + 1;
  }
  return `--- a/${file}\n+++ b/${file}\n${hunks.join('\n')}\n`;
}
