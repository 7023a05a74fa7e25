import { expect, test } from '@playwright/test';
import { builder, commands, files, PAGE, projectName, question, scrollToBuilder } from './command-builder-form.ts';

const RULE =
  "The name becomes the Cloudflare Worker's name, so use lowercase letters, digits and dashes, no dash at the start or end, at most 55 characters";

test.describe('command builder', () => {
  test('choosing updates the command in every package manager, the files, the address and "your project"', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(PAGE);
    await expect(page.getByRole('link', { name: 'Command builder' }).first()).toBeAttached();
    await expect(commands(page)).toHaveText([
      /npm create flarekit@latest my-app -- -y$/,
      /yarn create flarekit my-app -y$/,
      /pnpm create flarekit my-app -y$/,
      /bun create flarekit my-app -y$/,
    ]);
    // Hydrated once scrolled to: the choices apply at once, so the submit button of the form without JavaScript is gone.
    await scrollToBuilder(page);
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
    await expect(page).toHaveURL(/\?name=my-app&type=full-stack&client=rpc&db=yes&auth=no&pm=pnpm&git=yes&install=yes/);

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

  test("the project name: the commands and the files use it; a name the CLI refuses shows the CLI's message and no command", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(PAGE);
    await scrollToBuilder(page);
    await expect(builder(page).getByRole('button', { name: 'Show the command' })).toHaveCount(0);
    const name = projectName(page);
    await expect(name).toHaveValue('my-app');
    await expect(name).not.toHaveAttribute('aria-invalid');

    await name.fill('shop-api');
    await expect(commands(page)).toHaveText([
      /npm create flarekit@latest shop-api -- -y$/,
      /yarn create flarekit shop-api -y$/,
      /pnpm create flarekit shop-api -y$/,
      /bun create flarekit shop-api -y$/,
    ]);
    await expect(files(page)).toHaveText(/^shop-api\/\n├── /);
    await expect(page).toHaveURL(/\?name=shop-api&type=full-stack&/);

    // A Worker name the CLI refuses: its message describes the field, and nothing can be copied.
    await name.fill('My_App');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      `"My_App" cannot be the project name: it has uppercase letters and "_". ${RULE} (for example my-app).`,
    );
    await expect(builder(page).getByRole('list', { name: 'Create command' })).toHaveCount(0);
    await expect(builder(page).getByRole('button', { name: /^Copy the/ })).toHaveCount(0);
    await expect(builder(page).getByText('No command until the project name is one the CLI takes.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the message wraps within the page').toBeLessThanOrEqual(0);

    // Each refusal's own words (an npm core module name, an empty name): builderNameProblem, answers.test.ts.
    await name.fill('shop');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveAccessibleDescription('');
    await expect(commands(page).first()).toHaveText(/npm create flarekit@latest shop -- -y$/);
    await expect(builder(page).getByRole('button', { name: 'Copy the npm command' })).toBeVisible();
    expect(problems).toEqual([]);
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
});
