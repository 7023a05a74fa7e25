import { describe, expect, it } from 'vitest';

import { datesFromLog } from '../../../src/build/git-dates.ts';

// `git log -M --format=@%cI --name-status`, newest commit first.
const LOG = [
  '@2026-11-23T10:00:00Z',
  'R100\tcontent/docs/a.md\tsite/content/docs/a.md',
  'R090\tcontent/docs/b.md\tsite/content/docs/b.md',
  'M\tREADME.md',
  '@2026-11-20T10:00:00Z',
  'M\tcontent/docs/a.md',
  'A\tcontent/docs/c.md',
  '@2026-11-10T10:00:00Z',
  'A\tcontent/docs/a.md',
  'A\tcontent/docs/b.md',
  'D\tcontent/docs/c.md',
].join('\n');

describe('datesFromLog', () => {
  const dates = datesFromLog(LOG, 'site/content/docs/', 'site/');

  it.each([
    ['content/docs/a.md', '2026-11-20T10:00:00Z', 'a pure move does not count; the change before it does'],
    ['content/docs/b.md', '2026-11-23T10:00:00Z', 'a move with edits counts as a change'],
  ])('%s → %s (%s)', (file, date) => {
    expect(dates.get(file)).toBe(date);
  });

  it('keeps only files now under the folder, keyed without the prefix', () => {
    expect([...dates.keys()].sort()).toEqual(['content/docs/a.md', 'content/docs/b.md']);
  });
});
