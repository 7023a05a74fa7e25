/** KEY=value lines of a .dev.vars file, as wrangler reads them (dotenv: comments, optional quotes). */
export function parseDevVars(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars.set(match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2'));
  }
  return vars;
}
