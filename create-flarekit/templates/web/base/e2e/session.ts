import type { Page } from '@playwright/test';

/** Without sign-in the dashboard is public: there is nothing to do. Templates with sign-in replace this file. */
export async function signIn(_page: Page): Promise<void> {}
