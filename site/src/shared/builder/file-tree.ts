/**
 * A template's files as a tree, drawn the way the pages draw theirs (`├──`, `└──`, folders ending in `/`): folders
 * first, then files, each by name. With a package manager chosen, only that manager's files; without one (the manager
 * that runs the command decides), a file only some managers get says which.
 */
import type { TemplateFile } from '../agents/mcp-data.ts';
import type { PackageManager } from '../package-managers.ts';

interface Folder {
  folders: Map<string, Folder>;
  files: Map<string, string>;
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function fileTree(rootName: string, files: readonly TemplateFile[], pm: PackageManager | undefined): string {
  const root: Folder = { folders: new Map(), files: new Map() };
  for (const file of files) {
    if (pm && file.managers && !file.managers.includes(pm)) continue;
    const parts = file.path.split('/');
    const name = parts.pop()!;
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { folders: new Map(), files: new Map() };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.set(name, !pm && file.managers ? `  # with ${file.managers.join(' or ')}` : '');
  }
  const lines = [`${rootName}/`];
  const draw = (folder: Folder, indent: string) => {
    const entries = [
      ...[...folder.folders.keys()].sort(byName).map((name) => ({ name, folder: folder.folders.get(name) })),
      ...[...folder.files.keys()].sort(byName).map((name) => ({ name, note: folder.files.get(name) ?? '' })),
    ];
    entries.forEach((entry, index) => {
      const last = index === entries.length - 1;
      if ('folder' in entry && entry.folder) {
        lines.push(`${indent}${last ? '└── ' : '├── '}${entry.name}/`);
        draw(entry.folder, indent + (last ? '    ' : '│   '));
      } else {
        lines.push(`${indent}${last ? '└── ' : '├── '}${entry.name}${'note' in entry ? entry.note : ''}`);
      }
    });
  };
  draw(root, '');
  return lines.join('\n');
}
