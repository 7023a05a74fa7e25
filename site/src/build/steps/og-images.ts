import { availableParallelism } from 'node:os';
import type { Site } from '../pipeline/load-site.ts';
import { forEachConcurrently } from '../for-each-concurrently.ts';
import { renderOgImage } from '../og-image.ts';
import { SITE } from '../../shared/site-config.ts';
import type { BuildOutput } from './output.ts';

export interface OgCard {
  /** The image's page path ("index" for the home page). */
  path: string;
  card: { eyebrow: string; title: string; summary: string };
}

/** One card per page (its category as the eyebrow) and one for the home page. */
export function ogCards(site: Pick<Site, 'pages' | 'navigation'>): OgCard[] {
  const categoryTitles = new Map(site.navigation.map((category) => [category.key, category.title]));
  return [
    ...site.pages.map((page) => ({
      path: page._meta.path,
      card: {
        eyebrow: categoryTitles.get(page._meta.directory) ?? page._meta.directory,
        title: page.title,
        summary: page.summary,
      },
    })),
    { path: 'index', card: { eyebrow: 'Documentation', title: SITE.name, summary: SITE.description } },
  ];
}

export async function writeOgImages(
  cards: readonly OgCard[],
  imagePath: (pagePath: string) => string,
  output: BuildOutput,
): Promise<void> {
  // satori lays out on this thread while resvg renders earlier images on the thread pool: one more in flight than cores.
  await forEachConcurrently(cards, availableParallelism() + 1, async ({ path: pagePath, card }) => {
    await output.write(imagePath(pagePath).slice(1), await renderOgImage(card));
  });
}
