import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The command builder of CLI Options (its answers, commands and files come from the CLI at build time). */
const PAGE = '/docs/getting-started/cli-options';

const builder = (page: Page) => page.getByRole('form', { name: 'Command builder' });
const question = (page: Page, legend: RegExp | string) => builder(page).getByRole('group', { name: legend });
const commands = (page: Page) =>
  builder(page).getByRole('list', { name: 'Create command' }).getByRole('listitem').getByRole('code');
const files = (page: Page) => builder(page).getByRole('region', { name: /files the CLI writes/ });

test.describe('command builder', () => {
  test('choosing updates the command in every package manager, the files, the address and "your project"', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(PAGE);
    await expect(page.getByRole('link', { name: 'Command builder' }).first()).toBeAttached();
    await expect(commands(page)).toHaveText([
      /npm create flarekit@latest my-app -- -y$/,
      /yarn create flarekit my-app -y$/,
      /pnpm create flarekit my-app -y$/,
      /bun create flarekit my-app -y$/,
    ]);
    // Hydrated: the choices apply at once, so the submit button of the form without JavaScript is gone.
    await expect(builder(page).getByRole('button', { name: 'Show the command' })).toHaveCount(0);
    await expect(files(page)).toContainText('package-lock.json  # with npm');

    await question(page, /^API client/)
      .getByRole('radio', { name: 'RPC client (Hono RPC)' })
      .check();
    await question(page, /^Discord sign-in/)
      .getByRole('radio', { name: 'No' })
      .check();
    await question(page, 'Package manager').getByRole('radio', { name: 'pnpm' }).check();
    await expect(builder(page).getByText('Template:')).toHaveText('Template: full-stack-rpc-no-auth');
    await expect(commands(page)).toHaveText([
      /npm create flarekit@latest my-app -- -y --client rpc --no-auth --pm pnpm$/,
      /yarn create flarekit my-app -y --client rpc --no-auth --pm pnpm$/,
      /pnpm create flarekit my-app -y --client rpc --no-auth --pm pnpm$/,
      /bun create flarekit my-app -y --client rpc --no-auth --pm pnpm$/,
    ]);
    await expect(files(page)).toContainText('pnpm-workspace.yaml');
    await expect(files(page)).not.toContainText('package-lock.json');
    await expect(files(page)).not.toContainText('auth-client.ts');
    await expect(page).toHaveURL(/\?type=full-stack&client=rpc&db=yes&auth=no&pm=pnpm&git=yes&install=yes/);

    // An API-only project: no client to choose, no web app among the files.
    await question(page, 'Project type').getByRole('radio', { name: 'API only' }).check();
    await expect(question(page, /^API client/).getByRole('radio', { name: 'RPC client (Hono RPC)' })).toBeDisabled();
    await expect(commands(page).first()).toHaveText(/-- -y --type api-only --no-auth --pm pnpm$/);
    await expect(files(page)).not.toContainText('apps/');
    await expect(files(page)).toContainText('wrangler.jsonc');

    // "Your project" follows on every page: the type, the sign-in, and the client chosen before.
    await page.goto('/docs/development/authentication');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-project-type', 'api');
    await expect(html).toHaveAttribute('data-project-client', 'rpc');
    await expect(html).toHaveAttribute('data-project-auth', 'no-auth');
    await expect(html).toHaveAttribute('data-project-db', 'db');
    await expect(
      page.getByRole('tablist', { name: 'Your project: API client' }).first().getByRole('tab', { name: 'RPC client' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });

  test('an address with answers opens the builder with them, and Copy copies a command', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${PAGE}?type=full-stack&db=no&pm=bun&install=no#command-builder`);
    await expect(builder(page).getByRole('button', { name: 'Show the command' })).toHaveCount(0);
    await expect(question(page, /^Database/).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(question(page, /^Discord sign-in/).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await expect(commands(page).first()).toHaveText(/-- -y --no-db --pm bun --no-install$/);
    await builder(page).getByRole('button', { name: 'Copy the yarn command' }).click();
    await expect(page.locator('#announcer')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'yarn create flarekit my-app -y --no-db --pm bun --no-install',
    );
    // The island takes over the server's answer as it is: no hydration error.
    expect(problems).toEqual([]);
  });

  test('no axe violations in the builder', async ({ page }) => {
    await page.goto(`${PAGE}?type=api-only`);
    await expect(builder(page).getByRole('button', { name: 'Show the command' })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include('.builder').analyze();
    expect(results.violations).toEqual([]);
  });

  test('fits the width of the page', async ({ page }) => {
    await page.goto(PAGE);
    await builder(page).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // As wide as the section's text: the builder sits in the page's column, not inside the next heading.
    const form = (await builder(page).boundingBox())!;
    const intro = (await page.getByText('Choose your answers to get the command').boundingBox())!;
    expect(form.width).toBeGreaterThan(intro.width - 2);
    expect(form.y).toBeGreaterThan(intro.y);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form is sent with GET and the page answers with the command', async ({ page }) => {
      await page.goto(PAGE);
      await question(page, 'Project type').getByRole('radio', { name: 'API only' }).check();
      await question(page, /^Database/)
        .getByRole('radio', { name: 'No' })
        .check();
      await question(page, 'Package manager').getByRole('radio', { name: 'yarn' }).check();
      await question(page, 'Initialise a git repository').getByRole('radio', { name: 'No' }).check();
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().includes('?type=')),
        builder(page).getByRole('button', { name: 'Show the command' }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(
        /\?type=api-only&client=orval&db=no&auth=yes&pm=yarn&git=no&install=yes#command-builder$/,
      );
      await expect(builder(page).getByText('Template:')).toHaveText('Template: api-no-db');
      await expect(commands(page)).toHaveText([
        /npm create flarekit@latest my-app -- -y --type api-only --no-db --pm yarn --no-git$/,
        /yarn create flarekit my-app -y --type api-only --no-db --pm yarn --no-git$/,
        /pnpm create flarekit my-app -y --type api-only --no-db --pm yarn --no-git$/,
        /bun create flarekit my-app -y --type api-only --no-db --pm yarn --no-git$/,
      ]);
      await expect(question(page, 'Package manager').getByRole('radio', { name: 'yarn' })).toBeChecked();
      await expect(files(page)).not.toContainText('package-lock.json');
      await expect(files(page)).not.toContainText('drizzle');
    });

    test('a bad value is answered with 400 and says what the question takes', async ({ page }) => {
      const response = await page.goto(`${PAGE}?pm=pnmp`);
      expect(response?.status()).toBe(400);
      await expect(builder(page).getByRole('alert')).toHaveText(
        '"pm" cannot be "pnmp": it takes any, npm, yarn, pnpm, bun.',
      );
      await expect(commands(page).first()).toHaveText(/npm create flarekit@latest my-app -- -y$/);
    });
  });
});
