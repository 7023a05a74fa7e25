import type { SearchOpener } from './search-opener.ts';

function isApple(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The header's search box and search icon (components/SearchTrigger.tsx) on the prerendered HTML, without React: the
 * box becomes read-only and opens the dialog on click, Enter, Space or a typed character (which the dialog's field then
 * starts with); the icon opens it on click. Hovering or focusing either loads the dialog's code ahead (`prepare`).
 */
export function enhanceSearchTriggers(root: Document, opener: SearchOpener, prepare: () => void): void {
  const form = root.querySelector<HTMLFormElement>('.site-header form.search-box');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  if (form && input) {
    input.readOnly = true;
    input.setAttribute('aria-haspopup', 'dialog');
    const hint = form.querySelector('.search-box-hint');
    if (hint && isApple()) hint.textContent = '⌘K';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      opener.open();
    });
    input.addEventListener('click', () => opener.open());
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        opener.open();
      } else if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        opener.open(event.key);
      }
    });
    input.addEventListener('pointerenter', prepare);
    input.addEventListener('focus', prepare);
  }
  const icon = root.querySelector<HTMLButtonElement>('.site-header button.search-icon-button');
  icon?.addEventListener('click', () => opener.open());
  icon?.addEventListener('pointerenter', prepare);
  icon?.addEventListener('focus', prepare);
}
