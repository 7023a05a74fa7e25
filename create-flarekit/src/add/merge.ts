/**
 * The three-way merge `add` applies to a project, file by file: base is the project's template as the CLI generated it,
 * yours the files on disk now, target the template with the feature added. A file you left as generated takes the
 * target's version; a file the target leaves as it was keeps yours; a file both changed is merged line by line
 * (node-diff3; a package.json key by key where its lines overlap, merge-json.ts), and where the changes overlap the file
 * gets conflict markers and is listed, never silently replaced.
 */
import { diff3Merge } from 'node-diff3';
import { mergePackageJson } from './merge-json.ts';

export type Contents = string | Uint8Array;
export type Files = ReadonlyMap<string, Contents>;

/** The names the conflict markers give each side: `yours`, `flarekit 0.1.0 (api-no-auth)`… */
export interface MergeLabels {
  yours: string;
  base: string;
  target: string;
}

export type ChangeKind = 'added' | 'updated' | 'removed' | 'merged' | 'moved' | 'conflict';

export interface Change {
  path: string;
  kind: ChangeKind;
  /** For a conflict: what happened and what was written. */
  reason?: string;
}

export interface MergePlan {
  /** What to write, path → contents (conflicted text files included, with their markers). */
  writes: Map<string, Contents>;
  removals: string[];
  /** Files or folders moved as they are (add web: wrangler's local state into apps/api/), [from, to]. */
  renames: [string, string][];
  changes: Change[];
}

export interface MergeRules {
  /** Paths where your file is kept as it is whatever the target has (the migrations already applied). */
  keepYours?: (path: string) => boolean;
  /** Paths the package manager rewrites (the lockfile): taken from the target only when you left them as generated. */
  installerOwned?: (path: string) => boolean;
}

const isPackageJson = (path: string) => path === 'package.json' || path.endsWith('/package.json');

function same(a: Contents | undefined, b: Contents | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  const bytes = (value: Contents) => (typeof value === 'string' ? new TextEncoder().encode(value) : value);
  const [x, y] = [bytes(a), bytes(b)];
  return x.length === y.length && x.every((byte, index) => byte === y[index]);
}

/** A text as lines that keep their line ends, so that the merged lines join back into the text. */
function linesOf(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\n)/);
}

/** Lines with a line end after the last, so that a marker that follows starts its own line. */
function closed(lines: readonly string[]): string {
  const text = lines.join('');
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * Yours and the target's changes to base, in one text; overlapping changes become a conflict block as git writes
 * them in diff3 style (yours, then base, then the target's). Returns the text and the number of conflict blocks.
 */
export function mergeText(yours: string, base: string, target: string, labels: MergeLabels): [string, number] {
  let text = '';
  let conflicts = 0;
  for (const region of diff3Merge(linesOf(yours), linesOf(base), linesOf(target), { excludeFalseConflicts: true })) {
    if (region.ok) {
      text += region.ok.join('');
    } else if (region.conflict) {
      conflicts++;
      const { a, o, b } = region.conflict;
      text +=
        `<<<<<<< ${labels.yours}\n${closed(a)}` +
        `||||||| ${labels.base}\n${closed(o)}` +
        `=======\n${closed(b)}` +
        `>>>>>>> ${labels.target}\n`;
    }
  }
  return [text, conflicts];
}

/**
 * The merge of every path of base and target. `yours` reads a file of the project (undefined when it does not exist);
 * files neither template has are never read nor touched.
 */
export function mergeTrees(
  base: Files,
  target: Files,
  yours: (path: string) => Contents | undefined,
  labels: MergeLabels,
  rules: MergeRules = {},
): MergePlan {
  const plan: MergePlan = { writes: new Map(), removals: [], renames: [], changes: [] };
  const write = (path: string, contents: Contents, kind: ChangeKind, reason?: string) => {
    plan.writes.set(path, contents);
    plan.changes.push(reason === undefined ? { path, kind } : { path, kind, reason });
  };
  const conflict = (path: string, reason: string) => plan.changes.push({ path, kind: 'conflict', reason });

  const paths = [...new Set([...base.keys(), ...target.keys()])].sort();
  for (const path of paths) {
    const [b, t, y] = [base.get(path), target.get(path), yours(path)];
    if (y !== undefined && rules.keepYours?.(path)) continue;
    if (rules.installerOwned?.(path) && y !== undefined && !same(y, b)) continue;
    if (same(y, t)) continue;
    if (t === undefined) {
      // The target has no such file.
      if (y === undefined) continue;
      if (same(y, b)) {
        plan.removals.push(path);
        plan.changes.push({ path, kind: 'removed' });
      } else conflict(path, `you changed it and ${labels.target} has no such file: kept as yours`);
    } else if (y === undefined) {
      // No such file in the project.
      if (b === undefined) write(path, t, 'added');
      else if (!same(b, t)) write(path, t, 'conflict', `you deleted it and ${labels.target} changes it: written`);
    } else if (same(y, b)) {
      write(path, t, 'updated');
    } else if (b !== undefined && same(b, t)) {
      continue;
    } else if (typeof y === 'string' && typeof t === 'string' && (b === undefined || typeof b === 'string')) {
      const [text, conflicts] = mergeText(y, b ?? '', t, labels);
      const byKey = conflicts > 0 && b !== undefined && isPackageJson(path) ? mergePackageJson(y, b, t) : undefined;
      if (conflicts === 0) write(path, text, 'merged');
      else if (byKey !== undefined) write(path, byKey, 'merged');
      else write(path, text, 'conflict', `${conflicts} conflicting ${conflicts === 1 ? 'change' : 'changes'}: marked`);
    } else {
      conflict(path, `a binary file you changed that ${labels.target} changes too: kept as yours`);
    }
  }
  return plan;
}
