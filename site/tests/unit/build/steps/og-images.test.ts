import { describe, expect, it } from 'vitest';
import { ogCards } from '../../../../src/build/steps/og-images.ts';
import { SITE } from '../../../../src/shared/site-config.ts';
import type { DocPage } from '../../../../src/shared/types.ts';

describe('ogCards', () => {
  it('one card per page with its category title as eyebrow, then the home page', () => {
    const page = {
      title: 'Deploy',
      summary: 'Ship it.',
      _meta: { path: 'guides/deploy', directory: 'guides' },
    } as DocPage;
    const cards = ogCards({ pages: [page], navigation: [{ key: 'guides', title: 'Guides', links: [] }] });
    expect(cards).toEqual([
      { path: 'guides/deploy', card: { eyebrow: 'Guides', title: 'Deploy', summary: 'Ship it.' } },
      { path: 'index', card: { eyebrow: 'Documentation', title: SITE.name, summary: SITE.description } },
    ]);
  });
});
