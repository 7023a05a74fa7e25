import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SPECS_FOLDER } from '../e2e/servers.ts';

/**
 * The "worker" project of the browser tests runs only the specs of tests/e2e/server/. A spec elsewhere that reads what a server
 * answers would be checked against the Node server only: these are the signs of it, and none may appear outside the
 * folder.
 */
const SERVER_SIGNS: Array<[RegExp, string]> = [
  [/[{,]\s*request\s*[,}]/, 'the request fixture'],
  [/\b(page|context)\.request\b/, 'an API request'],
  [/\bfetch\(/, 'fetch'],
  [/\.(status|headers|allHeaders|headerValue)\(/, 'a status or headers'],
  [/waitForResponse|\.on\(\s*['"]response['"]/, 'a response in the browser'],
  [/\b(NODE_URL|WORKER_URL|BASE_URL)\b/, 'a server address'],
  [/\.goto\([^)\n]*\?/, 'a query string the server answers'],
  [/['"`]\/(search|mcp|llms|sitemap|robots)\b/, 'a path only the server answers'],
  [/\.md['"`]/, 'a markdown file'],
  [/\bAccept['"]?\s*:/, 'content negotiation'],
];

/** Server specs that show none of the signs, and why they are server specs all the same. */
const SERVER_SPECS_WITHOUT_SIGNS: Record<string, string> = {
  'diagrams.spec.ts': 'the diagram opened full size is an asset, under the content security policy its server sends',
};

const e2e = path.resolve(import.meta.dirname, '../e2e');
const specs = readdirSync(e2e, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.split(path.sep).join('/'));
const serverFolder = `${SERVER_SPECS_FOLDER}/`;

function signsIn(file: string): string[] {
  const source = readFileSync(path.join(e2e, file), 'utf8');
  return source
    .split('\n')
    .flatMap((line, index) =>
      SERVER_SIGNS.filter(([pattern]) => pattern.test(line)).map(
        ([, sign]) => `${file}:${index + 1}: ${sign}: ${line.trim()}`,
      ),
    );
}

describe('the browser specs the Worker run leaves out', () => {
  it('read no answer of a server: such a spec belongs in tests/e2e/server/', () => {
    const outside = specs.filter((file) => !file.startsWith(serverFolder));
    expect(outside.length).toBeGreaterThan(5);
    expect(outside.flatMap(signsIn)).toEqual([]);
  });

  it('the signs find every server spec but those listed, so the check above can fail', () => {
    const inside = specs.filter((file) => file.startsWith(serverFolder)).map((file) => file.slice(serverFolder.length));
    expect(inside.length).toBeGreaterThan(5);
    const withoutSigns = inside.filter((file) => signsIn(`${serverFolder}${file}`).length === 0);
    expect(withoutSigns.sort()).toEqual(Object.keys(SERVER_SPECS_WITHOUT_SIGNS).sort());
  });
});
