// Page facts the CLI's code tables decide: CLI Options lists the `error.code`s of create (a table), add and upgrade
// (a sentence in each section) as the CLI has them, in the same order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADD_FAILURES } from 'create-flarekit/add/outcome';
import { FAILURES } from 'create-flarekit/cli/outcome';
import { UPGRADE_FAILURES } from 'create-flarekit/upgrade/outcome';
import { expect, test } from 'vitest';
import { DOCS_ROOT } from '../lib/roots.ts';

const page = readFileSync(path.join(DOCS_ROOT, 'getting-started', 'cli-options.md'), 'utf8');

/** The text of the `## heading` section, up to the next `## ` heading. */
function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`CLI Options has no section "${heading}"`);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** The codes of the table whose first column is `error.code`. */
const tableCodes = (text: string) => [...text.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);

/** The codes of the sentence "with `error.code` one of `a`, `b` … and `z`." */
function sentenceCodes(text: string): string[] {
  const sentence = /`error\.code` one of ([^.]+)\./.exec(text.replace(/\s+/g, ' '))?.[1] ?? '';
  return [...sentence.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!);
}

test.each([
  ['create', 'For scripts and coding agents', tableCodes, FAILURES],
  ['add', 'Adding a feature: add', sentenceCodes, ADD_FAILURES],
  ['upgrade', 'Upgrading a project: upgrade', sentenceCodes, UPGRADE_FAILURES],
])('CLI Options lists the error codes of %s as the CLI has them', (_command, heading, codesOf, failures) => {
  expect(codesOf(section(heading))).toEqual(Object.keys(failures));
});
