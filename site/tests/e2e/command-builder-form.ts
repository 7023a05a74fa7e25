import type { Page } from '@playwright/test';

/** The command builder of CLI Options (its answers, commands and files come from the CLI at build time). */
export const PAGE = '/docs/getting-started/cli-options';

export const builder = (page: Page) => page.getByRole('form', { name: 'Command builder' });
export const question = (page: Page, legend: RegExp | string) => builder(page).getByRole('group', { name: legend });
export const commands = (page: Page) =>
  builder(page).getByRole('list', { name: 'Create command' }).getByRole('listitem').getByRole('code');
export const files = (page: Page) => builder(page).getByRole('region', { name: /files the CLI writes/ });
export const projectName = (page: Page) => builder(page).getByRole('textbox', { name: 'Project name' });

/** Scrolls the builder to the middle of the screen, as a reader reaching it does: its island then hydrates. */
export const scrollToBuilder = (page: Page) =>
  builder(page).evaluate((form) => form.scrollIntoView({ block: 'center' }));
