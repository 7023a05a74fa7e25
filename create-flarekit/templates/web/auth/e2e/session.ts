import type { Page } from '@playwright/test';

/**
 * Signs a new user in, as in development: an account made with email and password through the API, whose session
 * cookie the page then carries. Needs ENVIRONMENT=development in apps/api/.dev.vars.
 */
export async function signIn(page: Page): Promise<void> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: 'http://localhost:5173' },
    data: { name: 'Ada', email, password: 'Correct1horse' },
  });
  if (!res.ok()) throw new Error(`sign-up answered ${res.status()}: ${await res.text()}`);
}
