/**
 * Parses the "meta" string after a fenced code block's language, e.g.
 *   ```ts title="apps/api/src/index.ts" {2,4-6} alt="…" template="full-stack-rpc"
 * into a title, the set of highlighted line numbers (1-based), the alt text of a diagram and the template the block is
 * checked against (when it is not the page's). `from="template"` says the block is its titled file exactly as the
 * template generates it, which `npm run check:samples -w acceptance` holds it to. Any other key="value" is listed in `unknownKeys`,
 * so the build can name it instead of dropping it (a misspelt `titel=` would vanish).
 * `run="skip: <reason>"` marks a `sh` or `npm` block that the walkthrough runner cannot run offline (see `runSkipReason`).
 * `sent="PUT /api/todos/{id}"` marks a `json` block as the body of that request, which the page sends in a `curl`
 * command; the walkthrough tests hold the block to the body that command sends.
 */
export interface CodeMeta {
  title?: string;
  alt?: string;
  template?: string;
  from?: string;
  run?: string;
  sent?: string;
  highlightLines: number[];
  unknownKeys: string[];
}

export const CODE_META_KEYS = ['title', 'alt', 'template', 'from', 'run', 'sent'] as const;

const ATTRIBUTE = /([a-zA-Z][\w-]*)="([^"]*)"/g;
const LINE_RANGES = /\{([\d,\s-]+)\}/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: [], unknownKeys: [] };
  if (!meta) return result;
  for (const [, key, value] of meta.matchAll(ATTRIBUTE)) {
    if (key === 'title') result.title = value;
    else if (key === 'alt') result.alt = value;
    else if (key === 'template') result.template = value;
    else if (key === 'from') result.from = value;
    else if (key === 'run') result.run = value;
    else if (key === 'sent') result.sent = value;
    else if (key) result.unknownKeys.push(key);
  }
  const ranges = meta.replace(ATTRIBUTE, '').match(LINE_RANGES)?.[1];
  if (ranges) result.highlightLines = expandLineRanges(ranges);
  return result;
}

/** The reason of `run="skip: <reason>"`, or undefined for any other value (which the build reports). */
export function runSkipReason(run: string): string | undefined {
  return /^skip:\s+(\S.*)$/.exec(run)?.[1]?.trim();
}

/** Whether `sent="…"` names a request as `<METHOD> <path>`: `POST /api/todos`, `PUT /api/todos/{id}`. */
export function isSentRequest(sent: string): boolean {
  return /^(?:GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(sent);
}

/** "1,3-5" → [1, 3, 4, 5]; sorted, unique, ignores empty and reversed parts. */
export function expandLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [startText, endText] = part.trim().split('-');
    const start = Number(startText);
    const end = endText === undefined ? start : Number(endText);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) continue;
    for (let line = start; line <= end; line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}
