/** A KEY=value line of a .dev.vars file: its key and its value, as written. */
const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

/** The key a .dev.vars line sets, or undefined for a comment or a blank line. */
export function devVarKey(line: string): string | undefined {
  return LINE.exec(line)?.[1];
}

/** KEY=value lines of a .dev.vars file, as wrangler reads them (dotenv: comments, optional quotes). */
export function parseDevVars(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (match) vars.set(match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2'));
  }
  return vars;
}
