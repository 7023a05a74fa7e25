/** The builder's GET form as the server answers it, with and without JavaScript (its 400s: builder-page.test.ts). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builder, commands, files, PAGE, question, scrollToBuilder } from '../command-builder-form.ts';

test.describe('command builder', () => {
  test('an address with answers opens the builder with them, and Copy copies a command', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
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
    await scrollToBuilder(page);
    await expect(builder(page).getByRole('button', { name: 'Show the command' })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include('.builder').analyze();
    expect(results.violations).toEqual([]);
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
        page.waitForResponse((answer) => answer.url().includes('?name=my-app&type=')),
        builder(page).getByRole('button', { name: 'Show the command' }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(
        /\?name=my-app&type=api-only&client=orval&db=no&auth=yes&pm=yarn&git=no&install=yes#command-builder$/,
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
  });
});
