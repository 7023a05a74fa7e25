import { ScrollSpy } from './scroll-spy.ts';

/**
 * "On this page" on the prerendered HTML (components/TableOfContents.tsx renders it), without React: the active heading
 * follows the reader (lib/scroll-spy.ts: the heading clicked, the #hash opened, or the one scrolled to) and its link is
 * kept in view inside a long list; on narrow screens the title's button opens and closes the list, and choosing a link
 * closes it.
 */
export function enhanceTableOfContents(root: Document): void {
  const nav = root.querySelector<HTMLElement>('nav.toc');
  const list = nav?.querySelector<HTMLElement>('.toc-list');
  if (!nav || !list) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const slugOf = (link: HTMLAnchorElement) => link.getAttribute('href')!.slice(1);
  const toggle = nav.querySelector<HTMLButtonElement>('.toc-toggle');

  const setExpanded = (expanded: boolean) => {
    nav.dataset.expanded = String(expanded);
    toggle?.setAttribute('aria-expanded', String(expanded));
  };
  const setActive = (slug: string) => {
    let activeLink: HTMLAnchorElement | undefined;
    for (const link of links) {
      if (slugOf(link) === slug) {
        link.setAttribute('aria-current', 'true');
        activeLink = link;
      } else {
        link.removeAttribute('aria-current');
      }
    }
    if (activeLink) keepInView(list, activeLink);
  };

  const spy = new ScrollSpy(links.map(slugOf), setActive);
  toggle?.addEventListener('click', () => setExpanded(nav.dataset.expanded !== 'true'));
  list.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !links.includes(link)) return;
    spy.pin(slugOf(link));
    setExpanded(false);
  });
  spy.start();
}

/** Scrolls a long list so that its active link shows, centred, when it is outside the visible part. */
function keepInView(container: HTMLElement, link: HTMLElement): void {
  if (container.scrollHeight <= container.clientHeight) return;
  const top = link.offsetTop - container.offsetTop;
  if (top < container.scrollTop || top + link.offsetHeight > container.scrollTop + container.clientHeight) {
    container.scrollTop = top - container.clientHeight / 2;
  }
}
