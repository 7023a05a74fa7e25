import {
  PROJECT_DIMENSION_NAMES,
  PROJECT_STORAGE_KEY,
  isProjectValue,
  parseProjectChoice,
  type ProjectChoice,
  type ProjectDimension,
} from '../../shared/project-choice.ts';

/**
 * The project variant tabs (shared/project-choice.ts): choosing a tab sets the reader's answer on <html>
 * (`data-project-<dimension>`, which site.css shows the matching panels by), remembers it, and selects the matching tab
 * of every group on the page. The head script applied the remembered answers before first paint; `syncProjectTabs`
 * brings the tabs' selected state in line with them.
 */
export function selectProjectVariant(root: Document, tab: HTMLElement): void {
  const dimension = tab.dataset.projectDimension as ProjectDimension;
  const value = tab.dataset.projectValue;
  if (!PROJECT_DIMENSION_NAMES.includes(dimension) || !isProjectValue(dimension, value)) return;
  rememberProjectChoice(root, { [dimension]: value });
}

/**
 * Makes `answers` the reader's (the other dimensions keep theirs): on <html>, in storage for every page, and in the
 * selected tab of every group on the page. Used by the tabs and by the command builder.
 */
export function rememberProjectChoice(root: Document, answers: Partial<ProjectChoice>): void {
  for (const [dimension, value] of Object.entries(answers)) {
    root.documentElement.setAttribute(`data-project-${dimension}`, value);
  }
  try {
    const choice = parseProjectChoice(localStorage.getItem(PROJECT_STORAGE_KEY));
    localStorage.setItem(PROJECT_STORAGE_KEY, JSON.stringify({ ...choice, ...answers }));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  syncProjectTabs(root);
}

export function syncProjectTabs(root: Document): void {
  for (const tab of root.querySelectorAll<HTMLElement>('[role="tab"][data-project-dimension]')) {
    const chosen = root.documentElement.getAttribute(`data-project-${tab.dataset.projectDimension}`);
    const selected = tab.dataset.projectValue === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}
