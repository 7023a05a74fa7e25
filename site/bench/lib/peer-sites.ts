/**
 * The peers of the page-weight benchmark, built in the same run as the site: Starlight (Astro) and VitePress, each with
 * its default theme and its own search, on the same three pages (a home page, "Getting started" with code blocks and a
 * table, and a guide page). Each is installed from the npm registry at the versions below into a folder of the system's
 * temporary folder (nothing of theirs is committed) and built with its own CLI; the benchmark serves the output as static files.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { commandEnv, runCommand } from './processes.ts';

export const PEER_VERSIONS = {
  astro: '5.18.2',
  '@astrojs/starlight': '0.37.7',
  vitepress: '1.6.4',
} as const;

export interface PeerSite {
  name: string;
  /** The folder of the built site, served as static files. */
  distDir: string;
  /** The "Getting started" page's path on the built site. */
  page: string;
}

/** Kept between runs (an install is skipped when its versions are unchanged); PEER_SITES_DIR names another folder. */
const WORK = path.resolve(process.env.PEER_SITES_DIR ?? path.join(os.tmpdir(), 'flarekit-peer-sites'));

/** The three pages, in markdown both frameworks read: title, description, body. */
const PAGES = [
  {
    slug: 'index',
    title: 'Example docs',
    description: 'Documentation for an example project.',
    body: 'Start with [Getting started](/getting-started), then read the [guide](/guide).\n',
  },
  {
    slug: 'getting-started',
    title: 'Getting started',
    description: 'Create a project and run it locally.',
    body: [
      'Create a project with the CLI, install it and start the development server.',
      '',
      '## Create a project',
      '',
      '```sh',
      'npm create example@latest my-app',
      'cd my-app',
      'npm run dev',
      '```',
      '',
      '## Configuration',
      '',
      '| option | default | what it does |',
      '| --- | --- | --- |',
      '| `--type` | `full-stack` | the project type: a web app and an API, or an API only |',
      '| `--pm` | `npm` | the package manager that installs the project |',
      '| `--no-install` | | writes the files without installing |',
      '',
      '```ts title="src/index.ts"',
      "import { Hono } from 'hono';",
      '',
      'const app = new Hono();',
      "app.get('/health', (c) => c.json({ status: 'ok' }));",
      '',
      'export default app;',
      '```',
      '',
      '## Next steps',
      '',
      'Read the [guide](/guide) to add a route and a template to your project.',
      '',
    ].join('\n'),
  },
  {
    slug: 'guide',
    title: 'Guide',
    description: 'Add a route and a template.',
    body: [
      'Each route of the API is a module; each template is a set of files.',
      '',
      '## Add a route',
      '',
      '```ts',
      "app.get('/todos', async (c) => c.json(await listTodos(c.env.DB)));",
      '```',
      '',
    ].join('\n'),
  },
] as const;

const frontmatter = (page: (typeof PAGES)[number]) =>
  `---\ntitle: ${page.title}\ndescription: ${page.description}\n---\n\n${page.body}`;

/** Runs a command to completion (stdin closed); fails with the tail of its output. */
async function run(command: string, args: string[], cwd: string): Promise<void> {
  console.error(`$ (${path.relative(WORK, cwd)}) ${command} ${args.join(' ')}`);
  await runCommand(command, args, { cwd, env: commandEnv() });
}

/** Installs `dependencies` into `dir` unless the same set is installed there already. */
async function install(dir: string, dependencies: Record<string, string>): Promise<void> {
  const manifest = JSON.stringify({ name: path.basename(dir), private: true, type: 'module', dependencies }, null, 2);
  const existing = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '');
  const installed = await readFile(path.join(dir, 'node_modules', '.package-lock.json'), 'utf8').catch(() => '');
  if (existing === manifest && installed !== '') return;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), manifest);
  await run('npm', ['install', '--prefer-offline', '--loglevel=error'], dir);
}

async function writePages(dir: string, name: (slug: string) => string): Promise<void> {
  for (const page of PAGES) {
    const file = path.join(dir, name(page.slug));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, frontmatter(page));
  }
}

/** Starlight's starter as `npm create astro -- --template starlight` sets it up, with the three pages. */
async function starlight(): Promise<PeerSite> {
  const dir = path.join(WORK, 'starlight');
  await install(dir, { astro: PEER_VERSIONS.astro, '@astrojs/starlight': PEER_VERSIONS['@astrojs/starlight'] });
  await writeFile(
    path.join(dir, 'astro.config.mjs'),
    [
      "import { defineConfig } from 'astro/config';",
      "import starlight from '@astrojs/starlight';",
      '',
      'export default defineConfig({',
      "  integrations: [starlight({ title: 'Example docs', sidebar: [{ label: 'Docs', items: ['getting-started', 'guide'] }] })],",
      '});',
      '',
    ].join('\n'),
  );
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await starlightContentConfig(dir);
  await rm(path.join(dir, 'src', 'content', 'docs'), { recursive: true, force: true });
  await writePages(path.join(dir, 'src', 'content', 'docs'), (slug) => `${slug}.md`);
  await rm(path.join(dir, 'dist'), { recursive: true, force: true });
  await run('npx', ['--no-install', 'astro', 'build'], dir);
  return {
    name: `Starlight ${PEER_VERSIONS['@astrojs/starlight']} / Astro ${PEER_VERSIONS.astro} (Pagefind search)`,
    distDir: path.join(dir, 'dist'),
    page: '/getting-started/',
  };
}

function starlightContentConfig(dir: string): Promise<void> {
  return writeFile(
    path.join(dir, 'src', 'content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      "import { docsLoader } from '@astrojs/starlight/loaders';",
      "import { docsSchema } from '@astrojs/starlight/schema';",
      '',
      'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
      '',
    ].join('\n'),
  );
}

/** VitePress's default theme with its local search, as `vitepress init` sets it up, with the three pages. */
async function vitepress(): Promise<PeerSite> {
  const dir = path.join(WORK, 'vitepress');
  await install(dir, { vitepress: PEER_VERSIONS.vitepress });
  const docs = path.join(dir, 'docs');
  await rm(docs, { recursive: true, force: true });
  await writePages(docs, (slug) => `${slug}.md`);
  await mkdir(path.join(docs, '.vitepress'), { recursive: true });
  await writeFile(
    path.join(docs, '.vitepress', 'config.mjs'),
    [
      "import { defineConfig } from 'vitepress';",
      '',
      'export default defineConfig({',
      "  title: 'Example docs',",
      '  themeConfig: {',
      "    search: { provider: 'local' },",
      "    sidebar: [{ text: 'Docs', items: [{ text: 'Getting started', link: '/getting-started' }, { text: 'Guide', link: '/guide' }] }],",
      '  },',
      '});',
      '',
    ].join('\n'),
  );
  await run('npx', ['--no-install', 'vitepress', 'build', 'docs'], dir);
  return {
    name: `VitePress ${PEER_VERSIONS.vitepress} (local search)`,
    distDir: path.join(docs, '.vitepress', 'dist'),
    page: '/getting-started.html',
  };
}

/** Installs (once per set of versions) and builds both peers, one after the other. */
export async function buildPeerSites(): Promise<PeerSite[]> {
  await mkdir(WORK, { recursive: true });
  return [await starlight(), await vitepress()];
}

if (import.meta.main) {
  for (const site of await buildPeerSites()) console.log(`${site.name}: ${site.distDir}${site.page}`);
}
