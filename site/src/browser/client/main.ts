import { BUILDER_ISLAND_ID } from '../../shared/builder/markers.ts';
import { enhanceCodeBlocks } from '../lib/code-blocks.ts';
import { installSearchShortcut, searchOpener } from '../lib/search-opener.ts';
import { enhanceSearchTriggers } from '../lib/search-trigger.ts';
import { enhanceTableOfContents } from '../lib/table-of-contents.ts';
import { enhanceThemeToggle } from '../lib/theme-toggle.ts';
import { ISLAND_IDS } from '../page-data.ts';
import '../styles/site.css';

/**
 * The client entry, the only script a page loads: no React. The prerendered HTML works without it (links, navigation,
 * the table of contents' links, the search box's form to /search, the command builder's form); this adds the small
 * behaviours that need no React (search shortcut and box, theme toggle, table of contents, code blocks) and loads each
 * React island when the reader needs it: the search dialog when the search box is pointed at or focused or search is
 * opened, the mobile menu on its button's first press, the command builder when it scrolls into view.
 */

const loadSearch = () => import('../islands/SearchDialogIsland.tsx');

/** The search dialog's code loads ahead on hover or focus of the search box, and at the latest when search opens. */
function loadSearchWhenNeeded(): void {
  searchOpener.subscribe(() => {
    if (searchOpener.getSnapshot().open) void loadSearch();
  });
  enhanceSearchTriggers(document, searchOpener, () => void loadSearch());
}

/** The mobile menu hydrates on its button's first press and opens then; pointing at the button loads its code ahead. */
function loadMenuOnFirstPress(): void {
  const island = document.getElementById(ISLAND_IDS.menu);
  const button = island?.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (!island || !button) return;
  const load = () => import('../islands/menu-island.tsx');
  const onPress = () => {
    button.removeEventListener('click', onPress);
    void load().then((menu) => menu.hydrateMenu(island));
  };
  button.addEventListener('click', onPress);
  button.addEventListener('pointerenter', () => void load(), { once: true });
}

/**
 * The command builder (CLI Options only) hydrates when the reader scrolls to it: once its top is in the upper three
 * quarters of the viewport (a builder that only peeks in under the fold waits), or when the reader points at it or
 * tabs into it first. Until then its form works as it does without JavaScript.
 */
function loadBuilderWhenScrolledTo(): void {
  const island = document.getElementById(BUILDER_ISLAND_ID);
  if (!island) return;
  const load = () => {
    observer.disconnect();
    island.removeEventListener('pointerenter', load);
    island.removeEventListener('focusin', load);
    void import('../builder/hydrate-builder.ts');
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
    rootMargin: '0px 0px -25% 0px',
  });
  observer.observe(island);
  island.addEventListener('pointerenter', load);
  island.addEventListener('focusin', load);
}

installSearchShortcut(searchOpener);
loadSearchWhenNeeded();
enhanceThemeToggle(document);
enhanceTableOfContents(document);
enhanceCodeBlocks(document);
loadMenuOnFirstPress();
loadBuilderWhenScrolledTo();
