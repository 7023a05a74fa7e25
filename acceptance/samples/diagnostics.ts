/**
 * Parses `tsc --pretty false` output and maps each diagnostic of a sample module back to the
 * markdown line it came from.
 */

export interface TscDiagnostic {
  /** Path as printed by tsc (relative to the folder tsc ran in, POSIX separators). */
  file: string;
  line: number;
  column: number;
  code: string;
  /** The message, with continuation lines joined by newlines. */
  message: string;
}

const HEADER = /^(.+?)\((\d+),(\d+)\): (?:error|warning) (TS\d+): (.*)$/;
const GLOBAL = /^(?:error|warning) (TS\d+): (.*)$/;

export function parseTscOutput(output: string): TscDiagnostic[] {
  const diagnostics: TscDiagnostic[] = [];
  let current: TscDiagnostic | undefined;
  for (const rawLine of output.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    const header = HEADER.exec(line);
    if (header) {
      current = {
        file: (header[1] ?? '').replace(/\\/g, '/'),
        line: Number(header[2]),
        column: Number(header[3]),
        code: header[4] ?? '',
        message: header[5] ?? '',
      };
      diagnostics.push(current);
      continue;
    }
    const global = GLOBAL.exec(line);
    if (global) {
      current = { file: '', line: 0, column: 0, code: global[1] ?? '', message: global[2] ?? '' };
      diagnostics.push(current);
      continue;
    }
    if (current && /^\s+\S/.test(line)) {
      current.message += `\n${line}`;
    } else if (line !== '') {
      current = undefined;
    }
  }
  return diagnostics;
}

export interface SampleSource {
  /** Project-relative path of the sample module. */
  path: string;
  /** Repository-relative markdown file, e.g. content/docs/development/database.md. */
  markdownFile: string;
  /** Markdown line of the sample's first code line. */
  firstLine: number;
  /** Number of code lines of the block (diagnostics past it point at the closing fence). */
  lineCount: number;
}

export interface MappedDiagnostic {
  /** `content/docs/<page>.md:<line>` for a sample, or the project file for anything else. */
  location: string;
  /** The sample the diagnostic belongs to, if any. */
  sample?: SampleSource;
  code: string;
  message: string;
}

/** Strips a leading `./` and any prefix up to the project copy, so paths compare with `sample.path`. */
function projectRelative(file: string, projectPrefix: string): string {
  let path = file.replace(/\\/g, '/').replace(/^\.\//, '');
  const prefix = projectPrefix.replace(/\\/g, '/').replace(/\/+$/, '');
  if (prefix !== '' && path.startsWith(`${prefix}/`)) path = path.slice(prefix.length + 1);
  return path;
}

export function mapDiagnostic(
  diagnostic: TscDiagnostic,
  samplesByPath: ReadonlyMap<string, SampleSource>,
  projectPrefix = '',
): MappedDiagnostic {
  const path = projectRelative(diagnostic.file, projectPrefix);
  const sample = samplesByPath.get(path);
  if (!sample) {
    const where = diagnostic.file === '' ? 'tsc' : `${path}:${diagnostic.line}:${diagnostic.column}`;
    return { location: where, code: diagnostic.code, message: diagnostic.message };
  }
  // Line k of the module is line firstLine + k - 1 of the markdown file; the `export {}` the checker
  // may append after the code maps to the last code line.
  const codeLine = Math.min(Math.max(diagnostic.line, 1), Math.max(sample.lineCount, 1));
  return {
    location: `${sample.markdownFile}:${sample.firstLine + codeLine - 1}`,
    sample,
    code: diagnostic.code,
    message: diagnostic.message,
  };
}

/** Source written for a sample: the code, plus `export {}` when it has no import or export, so that
 * every sample is a module and top-level names of different samples never collide. */
export function sampleModuleSource(code: string): string {
  const isModule = /^\s*(import|export)\b/m.test(code);
  return isModule ? `${code}\n` : `${code}\n\nexport {};\n`;
}
