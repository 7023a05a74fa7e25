import { hydrateRoot } from 'react-dom/client';
import { MobileMenu } from '../components/MobileMenu.tsx';
import { readPageData } from '../page-data.ts';

/**
 * The mobile menu's island, loaded on its button's first press (client/main.ts): hydrates the prerendered button and
 * <dialog> with the props the page embedded, and opens the menu that press asked for.
 */
export function hydrateMenu(island: HTMLElement): void {
  const data = readPageData(document);
  if (!data) return;
  hydrateRoot(island, <MobileMenu {...data.header} openOnMount />);
}
