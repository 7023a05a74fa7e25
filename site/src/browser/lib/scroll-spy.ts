import { decodeUriPart } from '../../shared/routes.ts';

/**
 * Which heading is active for a scroll position: the last heading whose top has passed the reading line (just below
 * the sticky header); the first heading before any has passed; the last heading once the page is scrolled to the bottom,
 * so a short final section still becomes active.
 */
export function activeHeadingIndex(headingTops: readonly number[], readingLine: number, atBottom: boolean): number {
  if (headingTops.length === 0) return -1;
  if (atBottom) return headingTops.length - 1;
  let active = 0;
  for (const [index, top] of headingTops.entries()) {
    if (top <= readingLine) active = index;
    else break;
  }
  return active;
}

/** Pixels below the sticky header at which a heading counts as reached. */
const READING_OFFSET = 24;

/**
 * Follows the reader's scroll position and reports the active heading's slug. A heading chosen explicitly (a TOC click
 * or a #hash in the URL) stays active until the reader scrolls away from where the jump landed, because the last
 * headings of a page often cannot scroll up to the reading line.
 */
export class ScrollSpy {
  private slugs: readonly string[];
  private listener: (slug: string) => void;
  private pinned: { slug: string; scrollY: number } | undefined;
  private frame = 0;

  constructor(slugs: readonly string[], listener: (slug: string) => void) {
    this.slugs = slugs;
    this.listener = listener;
  }

  start(): () => void {
    const onScroll = () => {
      if (this.frame) return;
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.update();
      });
    };
    const onHashChange = () => this.pinToHash();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    this.pinToHash();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('hashchange', onHashChange);
      cancelAnimationFrame(this.frame);
    };
  }

  /** Makes `slug` active now and keeps it so until the reader scrolls away from the jump's landing position. */
  pin(slug: string): void {
    this.listener(slug);
    requestAnimationFrame(() => {
      this.pinned = { slug, scrollY: window.scrollY };
    });
  }

  private pinToHash(): void {
    // A hash typed or pasted by hand may hold a malformed escape ("#%E0%A4%A"): then it names no heading.
    const slug = decodeUriPart(window.location.hash.slice(1));
    if (slug !== null && this.slugs.includes(slug)) this.pin(slug);
    else this.update();
  }

  private update(): void {
    if (this.pinned) {
      if (Math.abs(window.scrollY - this.pinned.scrollY) < 2) return;
      this.pinned = undefined;
    }
    const tops = this.slugs.map(
      (slug) => document.getElementById(slug)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    );
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    const root = document.documentElement;
    const atBottom = window.scrollY > 0 && Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 2;
    const index = activeHeadingIndex(tops, header + READING_OFFSET, atBottom);
    const slug = this.slugs[index];
    if (slug) this.listener(slug);
  }
}
