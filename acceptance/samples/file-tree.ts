/**
 * Checks a page's file tree (a `txt` block drawn with `├──` / `└──`) against the files a template generates.
 *
 *   my-app/
 *   ├── apps/
 *   │   └── api/                  # Hono API
 *   │       └── wrangler.jsonc
 *   └── package.json
 *
 * Every entry must exist in the template's project (a folder: some generated file lies under it). An entry another
 * template generates instead is accepted when its comment says which templates have it ("(RPC templates)"). A tree
 * that lists the project's package.json at its top level claims to show the whole project, so every generated file must
 * also be on it, itself or under a folder shown without its contents.
 */

export interface TreeEntry {
  /** Project-relative POSIX path, without a trailing slash; '' for the root line. */
  path: string;
  directory: boolean;
  comment?: string;
  /** 0-based line within the block. */
  line: number;
}

export interface FileTree {
  /** The first line's folder name (`my-app`). */
  root: string;
  entries: TreeEntry[];
}

const BRANCH = /^((?:[│ ] {3})*)[├└]── (.*)$/;

/** Parses a drawn tree; undefined when the block is not one (no branch lines, or no root folder line first). */
export function parseFileTree(text: string): FileTree | undefined {
  const lines = text.split('\n');
  const rootLine = lines[0]?.trim() ?? '';
  if (!rootLine.endsWith('/') || !lines.some((line) => BRANCH.test(line))) return undefined;
  const entries: TreeEntry[] = [];
  const parents: string[] = [];
  lines.forEach((raw, index) => {
    if (index === 0) return;
    const match = BRANCH.exec(raw.trimEnd());
    if (!match) return;
    const depth = (match[1] ?? '').length / 4;
    const [, nameText = '', comment] = /^(\S+)\s*(?:#\s*(.*))?$/.exec(match[2] ?? '') ?? [];
    const directory = nameText.endsWith('/');
    const name = nameText.replace(/\/+$/, '');
    parents.length = depth;
    const path = [...parents, name].join('/');
    entries.push({ path, directory, ...(comment ? { comment: comment.trim() } : {}), line: index });
    if (directory) parents[depth] = name;
  });
  return { root: rootLine.replace(/\/+$/, ''), entries };
}

export interface TreeProblem {
  /** 0-based line within the block. */
  line: number;
  message: string;
}

function exists(path: string, directory: boolean, files: ReadonlySet<string>): boolean {
  if (!directory) return files.has(path);
  const prefix = `${path}/`;
  for (const file of files) if (file.startsWith(prefix)) return true;
  return false;
}

/**
 * @param files the files the block's template generates
 * @param otherFiles the files the other templates of the same layout generate
 */
export function checkFileTree(
  tree: FileTree,
  template: string,
  files: ReadonlySet<string>,
  otherFiles: ReadonlySet<string>,
): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const whole = showsWholeProject(tree);
  // A partial tree (`src/` and what is in it) is drawn from its own folder.
  const entries = whole
    ? tree.entries
    : tree.entries.map((entry) => ({ ...entry, path: `${tree.root}/${entry.path}` }));
  for (const entry of entries) {
    if (exists(entry.path, entry.directory, files)) continue;
    const kind = entry.directory ? 'folder' : 'file';
    if (exists(entry.path, entry.directory, otherFiles)) {
      if (entry.comment && /template/i.test(entry.comment)) continue;
      problems.push({
        line: entry.line,
        message: `${entry.path}${entry.directory ? '/' : ''}: the ${template} template has no such ${kind}; other templates do, so say which in a comment ("# RPC templates")`,
      });
    } else {
      problems.push({
        line: entry.line,
        message: `${entry.path}${entry.directory ? '/' : ''}: no template generates this ${kind}`,
      });
    }
  }
  if (whole) {
    const listedFiles = new Set(tree.entries.filter((entry) => !entry.directory).map((entry) => entry.path));
    const listedFolders = tree.entries.filter((entry) => entry.directory).map((entry) => `${entry.path}/`);
    for (const file of [...files].sort()) {
      if (
        listedFiles.has(file) ||
        listedFolders.some((folder) => file.startsWith(folder) && !hasListedChildren(folder, tree))
      )
        continue;
      problems.push({
        line: 0,
        message: `${file}: the ${template} template generates it, but the tree does not show it`,
      });
    }
  }
  return problems;
}

/** A tree that lists the project's own package.json at its top level claims to show the whole project. */
function showsWholeProject(tree: FileTree): boolean {
  return tree.entries.some((entry) => entry.path === 'package.json');
}

/** A listed folder whose own files are listed too covers only what it lists; one shown empty covers everything under it. */
function hasListedChildren(folder: string, tree: FileTree): boolean {
  return tree.entries.some((entry) => entry.path.startsWith(folder));
}
