// What the pages say about the generated web app, checked in Chromium through the Vite dev server: each sentence about
// the UI (Full Stack Template's pages table, Quick Start's tour, Authentication's login page) is a check here.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertAccessible,
  assertNoHorizontalScroll,
  COLOR_RULES,
  COLOR_SCHEMES,
  collectErrors,
  VIEWPORTS,
  visitor,
} from '../lib/browser.ts';
import { showColorScheme } from './color-scheme.ts';
import type { Check } from './contract.ts';
import type { TestUser } from '../lib/sessions.ts';
import type { MatrixTemplate } from './templates.ts';
import { differingFromTwin, pagesToLoad, rpcTwin } from './twin-pages.ts';

const TIMEOUT = 15_000;

/** The Discord button's expected 503 when DISCORD_CLIENT_ID and _SECRET are empty, as generated. */
const DISCORD_NOT_CONFIGURED = /503 \(Service Unavailable\).*sign-in\/social|sign-in\/social.*503/;

interface UiContext {
  browser: () => Browser;
  base: string;
  /** A signed-in test user (templates with sign-in). */
  user: TestUser | undefined;
}

async function signedIn(context: BrowserContext, base: string, user: TestUser | undefined): Promise<void> {
  if (!user) return;
  const [name, value] = user.cookie.split(/=(.*)/s);
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: base }]);
}

/** Opens a page in a new visitor's context, runs `body`, and fails on console errors. */
async function withPage(
  ui: UiContext,
  options: { signedIn?: boolean; expectedErrors?: RegExp[] } & Parameters<typeof visitor>[1],
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await visitor(ui.browser(), options);
  try {
    if (options.signedIn) await signedIn(context, ui.base, ui.user);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    const errors = collectErrors(page, options.expectedErrors);
    await body(page);
    assert.deepEqual(errors(), [], `console errors on ${page.url()}`);
  } finally {
    await context.close();
  }
}

/** The web app's pages, each with its route file (under apps/web/). */
function pagesOf(
  template: MatrixTemplate,
): { path: string; route: string; heading: string | RegExp; signedIn?: boolean }[] {
  const route = (file: string) => `src/routes/${file}`;
  return [
    { path: '/', route: route('index.tsx'), heading: 'my-app' },
    ...(template.auth ? [{ path: '/login', route: route('login.tsx'), heading: 'Sign in' }] : []),
    {
      path: '/dashboard',
      route: route('dashboard.tsx'),
      heading: template.auth ? /^Welcome, / : 'Todos',
      signedIn: template.auth,
    },
    ...(template.database
      ? [{ path: '/posts', route: route('posts/index.tsx'), heading: 'Posts', signedIn: template.auth }]
      : []),
    { path: '/about', route: route('about.tsx'), heading: 'About' },
  ];
}

export function uiChecks(template: MatrixTemplate, ui: UiContext): Check[] {
  return [
    everyPageCheck(template, ui),
    navigationCheck(template, ui),
    ...(template.auth ? [signedInHomeCheck(ui), discordAlertCheck(ui), rateLimitCheck(ui), emailSignUpCheck(ui)] : []),
    themeMenuCheck(ui),
    ...(template.auth ? [stableHeaderCheck(ui), signInMethodsOrderCheck(ui)] : []),
    dashboardCheck(ui),
    dashboardToastsCheck(ui),
    ...(template.database ? [postsCheck(template, ui), postNotFoundCheck(ui)] : []),
    longWordsCheck(template, ui),
  ];
}

/**
 * Every page at both widths and in both color schemes: no horizontal scroll, no serious axe violation. Each page loads
 * once per width; the color scheme is switched on the loaded page (the app follows the system's setting, color-scheme.ts).
 */
function everyPageCheck(template: MatrixTemplate, ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'every page at 375 and 1280 px, light and dark: no horizontal scroll, no serious axe violation',
    run: async () => {
      const backgrounds = new Set<string>();
      const all = pagesOf(template);
      const pages = pagesToLoad(all, await differingFromTwin(template.id));
      for (const viewport of VIEWPORTS) {
        for (const { path, heading, signedIn } of pages) {
          await withPage(ui, { viewport, signedIn }, async (page) => {
            await page.goto(url(path));
            await page.getByRole('heading', { level: 1, name: heading }).waitFor();
            for (const colorScheme of COLOR_SCHEMES) {
              await showColorScheme(page, colorScheme);
              const where = `${path} at ${viewport.width} px, ${colorScheme}`;
              await assertNoHorizontalScroll(page, where);
              // Every rule in the first scheme; in the second only the colour rules, the rest read the same page.
              await assertAccessible(page, where, colorScheme === COLOR_SCHEMES[0] ? undefined : COLOR_RULES);
              backgrounds.add(
                `${colorScheme}: ${await page.evaluate('getComputedStyle(document.body).backgroundColor')}`,
              );
            }
          });
        }
      }
      // Light and dark follow the system setting: one background each, and not the same one.
      if (pages.length > 0) assert.equal(backgrounds.size, 2, `body backgrounds: ${[...backgrounds].join(', ')}`);
      const twin = pages.length < all.length ? rpcTwin(template.id) : undefined;
      if (!twin) return;
      const checkedThere = `the same files as ${twin}'s, checked there (twin-pages.ts)`;
      if (pages.length === 0) return `no page loaded: every page is ${checkedThere}`;
      return `loaded ${pages.map((page) => page.path).join(', ')}; the others are ${checkedThere}`;
    },
  };
}

/** The header's links, and the home page's links to the examples and /docs. */
function navigationCheck(template: MatrixTemplate, ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'the header links every page, and the home page links the examples and /docs',
    run: async () => {
      await withPage(ui, {}, async (page) => {
        await page.goto(url('/'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Main' });
        const expected = ['Home', ...(template.database ? ['Posts'] : []), 'Dashboard', 'About', 'API'];
        assert.deepEqual(await nav.getByRole('link').allInnerTexts(), expected);
        const main = page.getByRole('main');
        // The cards, each a link named by its title and text.
        for (const [name, href] of [
          ...(template.auth ? [['Sign in With Discord', '/login']] : []),
          ['Todos', '/dashboard'],
          ...(template.database ? [['Posts', '/posts']] : []),
          ['About', '/about'],
        ] as const) {
          assert.equal(await main.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'), href);
        }
        assert.equal(await main.getByRole('link', { name: 'API reference' }).getAttribute('href'), '/docs');
        // The main button: a visitor is asked to sign in first where there is sign-in.
        const [action, target] = template.auth
          ? ['Sign in to get started', '/login']
          : ['Open your dashboard', '/dashboard'];
        assert.equal(await main.getByRole('link', { name: action }).getAttribute('href'), target);
      });
    },
  };
}

/** Signed in, the home page's cards wait for the session: a visitor's "Sign in" card never shows, not even at first. */
function signedInHomeCheck(ui: UiContext): Check {
  return {
    name: 'signed in, the home page never shows a visitor\'s "Sign in" card, even while the session loads',
    run: async () => {
      await withPage(ui, { signedIn: true }, async (page) => {
        // Counts, from the first paint on, every change after which the page's main content links to /login.
        await page.addInitScript(`
          window.loginCardSeen = 0;
          new MutationObserver(() => {
            if (document.querySelector('main a[href="/login"]')) window.loginCardSeen++;
          }).observe(document, { subtree: true, childList: true });
        `);
        await page.goto(`${ui.base}/`);
        await page
          .getByRole('main')
          .getByRole('link', { name: /^Todos/ })
          .waitFor();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        assert.equal(await page.evaluate('window.loginCardSeen'), 0, 'a "Sign in" card showed to a signed-in user');
      });
    },
  };
}

const bodyBackground = (page: Page) => page.evaluate('getComputedStyle(document.body).backgroundColor');

/**
 * The header's theme menu, by pointer and by keyboard: Dark applies at once and outlives a reload, System follows the
 * system's setting again; Escape closes the menu and gives focus back to its button. No serious axe violation open.
 */
function themeMenuCheck(ui: UiContext): Check {
  return {
    name: 'the theme menu at 375 and 1280 px: Dark applies at once and after a reload, System follows the system, Escape closes it',
    run: async () => {
      for (const viewport of VIEWPORTS) {
        await withPage(ui, { viewport }, async (page) => {
          const where = (what: string) => `${what} at ${viewport.width} px`;
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(`${ui.base}/`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const light = await bodyBackground(page);
          const trigger = page.getByRole('button', { name: 'Theme: System' });
          await trigger.click();
          await page.getByRole('menu').waitFor();
          await assertAccessible(page, where('the theme menu open, light'));
          await assertNoHorizontalScroll(page, where('the theme menu open'));
          await page.keyboard.press('Escape');
          await page.getByRole('menu').waitFor({ state: 'detached' });
          assert.ok(
            await trigger.evaluate((button) => button === document.activeElement),
            'focus is back on the button',
          );

          await trigger.click();
          await page.getByRole('menuitemradio', { name: 'Dark' }).click();
          await page.getByRole('button', { name: 'Theme: Dark' }).waitFor();
          const dark = await bodyBackground(page);
          assert.notEqual(dark, light, where('Dark changes the background'));
          await page.reload();
          await page.getByRole('heading', { level: 1 }).waitFor();
          assert.equal(await bodyBackground(page), dark, where('still dark after a reload (the system is light)'));

          // By keyboard: Enter opens the menu on the checked item, ArrowDown moves to System, Enter chooses it.
          await page.getByRole('button', { name: 'Theme: Dark' }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('menuitemradio', { name: 'Dark', checked: true }).waitFor();
          await assertAccessible(page, where('the theme menu open, dark'), COLOR_RULES);
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: 'Theme: System' }).waitFor();
          assert.equal(await bodyBackground(page), light, where('System: light, as the system is'));
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
        });
      }
    },
  };
}

/** Signing in does not move the header's links: the account sits apart from them, at 375 and at 1280 px. */
function stableHeaderCheck(ui: UiContext): Check {
  return {
    name: "signing in does not move the header's links (375 and 1280 px)",
    run: async () => {
      for (const viewport of VIEWPORTS) {
        await withPage(ui, { viewport }, async (page) => {
          const links = async () => {
            const nav = page.getByRole('navigation', { name: 'Main' });
            await nav.getByRole('link', { name: 'About' }).waitFor();
            return nav.evaluate((element) =>
              [...element.querySelectorAll('a')].map((a) => {
                const box = a.getBoundingClientRect();
                return `${a.textContent} ${Math.round(box.x)},${Math.round(box.y)}`;
              }),
            );
          };
          await page.goto(`${ui.base}/about`);
          await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
          const visitor = await links();
          await signedIn(page.context(), ui.base, ui.user);
          await page.reload();
          await page.getByRole('button', { name: 'Sign out' }).waitFor();
          assert.deepEqual(await links(), visitor, `at ${viewport.width} px`);
        });
      }
    },
  };
}

/**
 * The login page offers the method that works first, as the primary button: email and password while Discord is not
 * configured (as generated), Discord once it is (GET /api/sign-in-methods, answered here as the API then answers).
 */
function signInMethodsOrderCheck(ui: UiContext): Check {
  return {
    name: 'the login page: the working sign-in method is the first, primary button',
    run: async () => {
      await withPage(ui, {}, async (page) => {
        const order = async () => {
          const card = page.getByRole('main');
          await card.getByRole('button', { name: 'Continue with Discord' }).waitFor();
          const names = await card.getByRole('button').allInnerTexts();
          return names.filter((name) => ['Continue with Discord', 'Sign in with email'].includes(name));
        };
        const background = (name: string) =>
          page.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor);
        await page.goto(`${ui.base}/login`);
        assert.deepEqual(await order(), ['Sign in with email', 'Continue with Discord'], 'Discord not configured');
        const primary = await background('Sign in with email');
        assert.notEqual(await background('Continue with Discord'), primary, 'one primary button');

        await page.route('**/api/sign-in-methods', (route) =>
          route.fulfill({ json: { discord: true, emailPassword: true } }),
        );
        await page.reload();
        assert.deepEqual(await order(), ['Continue with Discord', 'Sign in with email'], 'Discord configured');
        assert.equal(await background('Continue with Discord'), primary, 'Discord is the primary button');
      });
    },
  };
}

/** The Discord button, as generated (its values empty), names the missing values. */
function discordAlertCheck(ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: '"Continue with Discord" without Discord values shows which ones are missing',
    run: async () => {
      await withPage(ui, { expectedErrors: [DISCORD_NOT_CONFIGURED] }, async (page) => {
        await page.goto(url('/login'));
        const discord = page.getByRole('button', { name: 'Continue with Discord' });
        await discord.click();
        const alert = page.getByRole('alert');
        await alert.waitFor();
        assert.match(await alert.innerText(), /DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are empty/);
      });
    },
  };
}

/** The sign-in rate limit as the login page shows it. */
function rateLimitCheck(ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'too many sign-in attempts say how long to wait',
    run: async () => {
      const expectedErrors = [DISCORD_NOT_CONFIGURED, /429 \(Too Many Requests\)/];
      await withPage(ui, { expectedErrors }, async (page) => {
        await page.goto(url('/login'));
        // Five attempts a minute in development (this visitor's own address): the sixth is refused.
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 6; attempt += 1) {
          const [response] = await Promise.all([
            page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/social')),
            page.getByRole('button', { name: 'Continue with Discord' }).click(),
          ]);
          statuses.push(response.status());
        }
        assert.deepEqual(statuses, [503, 503, 503, 503, 503, 429]);
        await page.getByRole('alert').getByText('Too many sign-in attempts. Try again in 1 minute.').waitFor();
      });
    },
  };
}

/** Sign-up with email and password (the password rule first), the dashboard, sign-out. */
function emailSignUpCheck(ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'create an account with email and password, see the dashboard, sign out to /login',
    run: async () => {
      await withPage(ui, { expectedErrors: [/400 \(Bad Request\)/] }, async (page) => {
        await page.goto(url('/login'));
        assert.equal(
          await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count(),
          0,
          'no "Sign in" in the header on /login',
        );
        await page.getByRole('button', { name: 'Create one' }).click();
        // The heading follows the form.
        await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
        await page.getByLabel('Name').fill('Ada');
        await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
        // The sample rule: an uppercase letter and a digit. Each failed rule is one sentence of its own.
        await page.getByLabel('Password').fill('lowercaseonly');
        await page.getByRole('button', { name: 'Create account' }).click();
        const sentences = page.getByRole('alert').getByRole('listitem');
        await sentences.first().waitFor();
        assert.deepEqual(await sentences.allInnerTexts(), [
          'Password must contain an uppercase letter.',
          'Password must contain a digit.',
        ]);
        await page.getByLabel('Password').fill('Correct1horse');
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
        await page.getByRole('banner').getByText('Ada', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL(url('/login'));
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        assert.equal(await page.getByText('Welcome, Ada').count(), 0, 'nothing private stays on screen');
        await page.goto(url('/dashboard'));
        await page.waitForURL(url('/login'));
      });
    },
  };
}

/**
 * The dashboard's loading state, and the field cleared once a todo is added. Completing, reloading and deleting it are
 * the project's own end-to-end tests (e2e/todos.spec.ts), which its CI workflow step runs.
 */
function dashboardCheck(ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'dashboard: "Loading..." until the list arrives, then the field cleared once a todo is added',
    run: async () => {
      await withPage(ui, { signedIn: true }, async (page) => {
        // The list's answer held back for a second, to see what the page shows meanwhile.
        await page.route(
          (u) => u.pathname === '/api/todos',
          async (route) => {
            if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1000));
            await route.fallback();
          },
        );
        await page.goto(url('/dashboard'));
        await page.getByText('Loading...').waitFor();
        const title = `Write the launch post ${Date.now()}`;
        await page.getByLabel('New todo').fill(title);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const item = page.getByRole('listitem').filter({ hasText: title });
        await item.waitFor();
        assert.equal(await page.getByLabel('New todo').inputValue(), '', 'the field is cleared');
      });
    },
  };
}

/** The dashboard's error toasts, its requests failed on purpose. */
function dashboardToastsCheck(ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'dashboard: "Could not load todos", "Failed to create todo", "Failed to delete todo" as toasts',
    run: async () => {
      await withPage(ui, { signedIn: true, expectedErrors: [/500 \(Internal Server Error\)/] }, async (page) => {
        const fail = (method: string) =>
          page.route(
            (u) => u.pathname.startsWith('/api/todos'),
            (route) =>
              route.request().method() === method
                ? route.fulfill({ status: 500, json: { error: 'Internal server error' } })
                : route.fallback(),
          );
        await page.goto(url('/dashboard'));
        await page.getByLabel('New todo').fill('Kept for the delete check');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const item = page.getByRole('listitem').filter({ hasText: 'Kept for the delete check' }).first();
        await item.waitFor();

        await fail('POST');
        await page.getByLabel('New todo').fill('Never saved');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await page.getByRole('status').getByText('Failed to create todo').waitFor();
        assert.equal(await page.getByLabel('New todo').inputValue(), 'Never saved', 'the text stays to try again');

        await fail('DELETE');
        await item.getByRole('button', { name: /^Delete/ }).click();
        await page.getByRole('status').getByText('Failed to delete todo').waitFor();

        await fail('GET');
        await page.reload();
        const toast = page.getByRole('status').getByText('Could not load todos');
        await toast.waitFor();
        await page.getByRole('button', { name: 'Try again' }).waitFor();
        // The toasts leave after five seconds.
        await toast.waitFor({ state: 'detached', timeout: 8_000 });
      });
    },
  };
}

/** The posts page: empty, a draft, then published. */
function postsCheck(template: MatrixTemplate, ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  return {
    name: 'posts: the empty list says so, a new post is saved as a draft, then published',
    run: async () => {
      await withPage(ui, { signedIn: true }, async (page) => {
        await page.goto(url('/posts'));
        await page.getByText('No posts yet').waitFor();
        if (template.auth) {
          // Visitors are asked to sign in instead.
          await withPage(ui, {}, async (visitorPage) => {
            await visitorPage.goto(url('/posts'));
            await visitorPage.getByText('to write a post').waitFor();
          });
        }
        const title = 'Hello from the matrix';
        await page.getByLabel('Title').fill(title);
        await page.getByLabel('Content').fill('Written in the browser, published from the drafts.');
        await page.getByRole('button', { name: 'Save draft' }).click();
        await page.getByRole('list', { name: 'Drafts' }).getByText(title).waitFor();
        assert.equal(await page.getByText('No posts yet').count(), 1, 'a draft is not published');
        await page.getByRole('button', { name: `Publish "${title}"` }).click();
        await page.getByRole('link', { name: title }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText('Written in the browser').waitFor();
      });
    },
  };
}

/**
 * A post address that is no post, `/posts/abc` or a number with no post, shows the app's not-found page inside its
 * layout; a post that cannot load shows the app's error page there too.
 */
function postNotFoundCheck(ui: UiContext): Check {
  return {
    name: '/posts/abc and a missing post: the not-found page in the layout; a failed load: the error page',
    run: async () => {
      // React reports, in development, the error the error page caught.
      const expectedErrors = [/404 \(Not Found\)/, /500 \(Internal Server Error\)/, /The above error occurred in the/];
      await withPage(ui, { expectedErrors }, async (page) => {
        for (const path of ['/posts/abc', '/posts/999999999']) {
          await page.goto(`${ui.base}${path}`);
          await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
          await page.getByRole('navigation', { name: 'Main' }).waitFor();
          await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
        }
        await page.route(/\/api\/posts\/\d+$/, (route) =>
          route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
        );
        await page.goto(`${ui.base}/posts/1`);
        await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        await page.getByRole('button', { name: 'Try again' }).waitFor();
      });
    },
  };
}

/** Long unbroken words at 375 px: a user name, a todo and a post title. */
function longWordsCheck(template: MatrixTemplate, ui: UiContext): Check {
  const url = (path: string) => `${ui.base}${path}`;
  const { base } = ui;
  return {
    name: 'at 375 px, long unbroken words wrap (no horizontal scroll), and a checkbox keeps its size',
    run: async () => {
      // One unbroken word each, as long as the API allows (a name and a todo: 100 characters; a post title: 120 here).
      const word = (length: number) => `${Date.now()}${'W'.repeat(length)}`.slice(0, length);
      await withPage(ui, { viewport: VIEWPORTS[0] }, async (page) => {
        const where = (what: string) => `${what} at 375 px`;
        if (template.auth) {
          const signUp = await page.request.post(url('/api/auth/sign-up/email'), {
            headers: { origin: base },
            data: { name: word(100), email: `long-${Date.now()}@example.com`, password: 'Correct1horse' },
          });
          assert.equal(signUp.status(), 200, `sign-up answered ${signUp.status()}`);
        }
        await page.goto(url('/'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (template.auth) {
          // Signed in, the home page has no "Sign in" card; the todos card names the user.
          const main = page.getByRole('main');
          await main.getByRole('link', { name: /^Todos Signed in as / }).waitFor();
          assert.equal(await main.getByRole('link', { name: /^Sign in/ }).count(), 0, 'no "Sign in" card signed in');
        }
        await assertNoHorizontalScroll(page, where('/ (and the header) with a long user name'));

        await page.goto(url('/dashboard'));
        const title = word(100);
        await page.getByLabel('New todo').fill(title);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const checkbox = page.getByRole('listitem').filter({ hasText: title }).getByRole('checkbox');
        await checkbox.waitFor();
        await assertNoHorizontalScroll(page, where('/dashboard with a long todo title and user name'));
        const box = await checkbox.boundingBox();
        // 1.15rem: 18.4 px.
        assert.ok(box && box.width >= 18 && box.height >= 18, `the checkbox is ${box?.width} × ${box?.height} px`);

        if (template.database) {
          const postTitle = word(120);
          await page.goto(url('/posts'));
          await page.getByLabel('Title').fill(postTitle);
          await page.getByLabel('Content').fill(word(200));
          await page.getByRole('button', { name: 'Save draft' }).click();
          await page.getByRole('list', { name: 'Drafts' }).getByText(postTitle).waitFor();
          await assertNoHorizontalScroll(page, where('/posts with a long draft'));
          await page.getByRole('button', { name: `Publish "${postTitle}"` }).click();
          const link = page.getByRole('link', { name: postTitle });
          await link.waitFor();
          await assertNoHorizontalScroll(page, where('/posts with a long post title'));
          await link.click();
          await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
          await assertNoHorizontalScroll(page, where('a post with a long title'));
        }
      });
    },
  };
}

/**
 * /docs renders Swagger UI's operations with every request outside localhost refused, without a console error (a
 * favicon 404 is one), and in Swagger UI's dark theme when the system's color scheme is dark.
 */
export function apiReferenceCheck(ui: UiContext): Check {
  return {
    name: 'GET /docs renders the API reference offline (requests outside localhost refused), light and dark',
    run: async () => {
      const backgrounds: string[] = [];
      for (const colorScheme of COLOR_SCHEMES) {
        await withPage(ui, { colorScheme }, async (page) => {
          await page.goto(`${ui.base}/docs`);
          await page.getByText('Health check').waitFor();
          await page.getByText('Create a todo').waitFor();
          backgrounds.push(await page.evaluate('getComputedStyle(document.documentElement).backgroundColor'));
        });
      }
      assert.notEqual(backgrounds[0], backgrounds[1], `/docs background, light then dark: ${backgrounds.join(', ')}`);
    },
  };
}
