/**
 * Finds the package scripts a page tells the reader to run (`npm run db:migrate:local`, `npm test`,
 * `npm run dev --workspace web`) and the folder each runs in, so they can be checked against the generated
 * project's package.json files.
 *
 * Shell and `npm` blocks are read in page order, following `cd` as the reader would: a page starts at the project root,
 * `cd my-app` enters it (or `cd <name>` after the page created `<name>` with `npm create flarekit`), `cd apps/api` and
 * `cd ../..` move within it. Once a `cd` leaves the project the folder is
 * unknown and commands are not checked until one comes back. A GitHub Actions workflow (a `yaml` block) runs each
 * one-line `run:` step at the repository root, the project's root. In prose (inline code) the folder is not known, so
 * a script named there must exist in the root package.json or in one of the apps.
 */
import path from 'node:path';

export interface NamedScript {
  script: string;
  /** Project-relative folder the command runs in ('' is the root); undefined for inline code. */
  folder?: string;
  /** The `--workspace` it names, if any. */
  workspace?: string;
  /** 1-based markdown line. */
  line: number;
  command: string;
  /** The `template="…"` of the block it is in, if any. */
  template?: string;
}

const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'npm']);
const RUN = /\bnpm (?:run(?:-script)?|test|start)\b(?:\s+([\w:.-]+))?(?:.*?\s(?:--workspace|-w)[ =]([\w@/.-]+))?/;
const CD = /^\s*cd\s+(\S+)\s*$/;
const CREATE = /\bnpm create flarekit(?:@\S+)?\s+([\w.-]+)/;
const WORKFLOW_RUN = /^\s*(?:-\s+)?run:\s+(\S.*)$/;

function scriptOf(command: string): { script: string; workspace?: string } | undefined {
  const match = RUN.exec(command);
  if (!match) return undefined;
  const verb = /\bnpm (run(?:-script)?|test|start)\b/.exec(command)?.[1];
  const script = verb === 'test' || verb === 'start' ? verb : match[1];
  if (!script || script.startsWith('-')) return undefined;
  return { script, ...(match[2] ? { workspace: match[2] } : {}) };
}

/** The folder after `cd target` from `folder` (undefined: outside the project, or unknown). */
export function changeFolder(
  folder: string | undefined,
  target: string,
  projectNames: string | ReadonlySet<string>,
): string | undefined {
  const names = typeof projectNames === 'string' ? new Set([projectNames]) : projectNames;
  if (names.has(target.replace(/\/+$/, ''))) return '';
  if (folder === undefined) return undefined;
  const next = path.posix.normalize(path.posix.join(folder, target));
  if (next === '.') return '';
  return next.startsWith('..') || path.posix.isAbsolute(next) ? undefined : next;
}

export function scriptsInBlocks(
  blocks: ReadonlyArray<{ language: string; code: string; line: number; template?: string }>,
  projectName: string,
): NamedScript[] {
  const found: NamedScript[] = [];
  const projectNames = new Set([projectName]);
  let folder: string | undefined = '';
  for (const block of blocks) {
    const template = block.template ? { template: block.template } : {};
    if (block.language === 'yaml') {
      block.code.split('\n').forEach((text, index) => {
        const command = WORKFLOW_RUN.exec(text)?.[1]?.trim();
        const named = command === undefined ? undefined : scriptOf(command);
        if (command && named) found.push({ ...named, folder: '', line: block.line + 1 + index, command, ...template });
      });
      continue;
    }
    if (!SHELL_LANGUAGES.has(block.language)) continue;
    block.code.split('\n').forEach((text, index) => {
      const command = text.replace(/^\s*\$\s+/, '').trim();
      if (command.startsWith('#')) return;
      const created = CREATE.exec(command);
      if (created) projectNames.add(created[1]!);
      const cd = CD.exec(command);
      if (cd) {
        folder = changeFolder(folder, cd[1]!, projectNames);
        return;
      }
      const named = scriptOf(command);
      if (named && folder !== undefined) {
        found.push({ ...named, folder, line: block.line + 1 + index, command, ...template });
      }
    });
  }
  return found;
}

export function scriptsInProse(spans: ReadonlyArray<{ code: string; line: number }>): NamedScript[] {
  return spans.flatMap((span) => {
    const named = scriptOf(span.code);
    return named ? [{ ...named, line: span.line, command: span.code }] : [];
  });
}
