import { PACKAGE_MANAGERS, type PackageManager } from '../../shared/package-managers.ts';
import { copyWithFeedback } from './clipboard.ts';
import { selectProjectVariant, syncProjectTabs } from './project-variants.ts';

const STORAGE_KEY = 'flarekit-docs:package-manager';

/**
 * Behaviour on prerendered HTML (no React needed): copy buttons of code blocks, the "Copy page as Markdown" button, and
 * package-manager tabs whose choice applies to every tab group on the site and persists across pages, and the project
 * variant tabs (project-variants.ts).
 */
export function enhanceCodeBlocks(root: Document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy], button[data-copy-page]')) {
    button.hidden = false;
  }
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const copy = target?.closest<HTMLButtonElement>('button[data-copy]');
    if (copy)
      void copyWithFeedback(copy, copy.closest('figure')?.querySelector('pre')?.textContent?.replace(/\n$/, '') ?? '');
    const copyPage = target?.closest<HTMLButtonElement>('button[data-copy-page]');
    if (copyPage) void copyWithFeedback(copyPage, fetchText(copyPage.dataset.copyPage!));
    const tab = target?.closest<HTMLButtonElement>('[role="tab"][data-pm]');
    if (tab) selectPackageManager(root, tab.dataset.pm as PackageManager, true);
    const variant = target?.closest<HTMLButtonElement>('[role="tab"][data-project-dimension]');
    if (variant) selectProjectVariant(root, variant);
  });
  root.addEventListener('keydown', (event) => {
    const variant =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('[role="tab"][data-project-dimension]')
        : null;
    if (variant && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      const tabs = [...(variant.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
      const next = tabs[(tabs.indexOf(variant) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
      selectProjectVariant(root, next);
      next.focus();
      event.preventDefault();
      return;
    }
    const tab =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[role="tab"][data-pm]') : null;
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const index = PACKAGE_MANAGERS.indexOf(tab.dataset.pm as PackageManager);
    const next =
      PACKAGE_MANAGERS[
        (index + (event.key === 'ArrowRight' ? 1 : PACKAGE_MANAGERS.length - 1)) % PACKAGE_MANAGERS.length
      ]!;
    selectPackageManager(root, next, true);
    tab.parentElement?.querySelector<HTMLButtonElement>(`[data-pm="${next}"]`)?.focus();
    event.preventDefault();
  });
  const saved = readSaved();
  if (saved) selectPackageManager(root, saved, false);
  syncProjectTabs(root);
}

function readSaved(): PackageManager | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return PACKAGE_MANAGERS.find((manager) => manager === value);
  } catch {
    return undefined;
  }
}

function selectPackageManager(root: Document, manager: PackageManager, persist: boolean): void {
  for (const tab of root.querySelectorAll<HTMLButtonElement>('[role="tab"][data-pm]')) {
    const selected = tab.dataset.pm === manager;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of root.querySelectorAll<HTMLElement>('[role="tabpanel"][data-pm]')) {
    panel.hidden = panel.dataset.pm !== manager;
  }
  if (persist) {
    try {
      localStorage.setItem(STORAGE_KEY, manager);
    } catch {
      // Storage can be unavailable (private mode, disabled): the choice then lasts for this page only.
    }
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
