/**
 * The project's AGENTS.md (and CLAUDE.md, which imports it): what a coding agent needs to work in this template without
 * guessing from memory: the layout, the scripts, how to add a route and a table, the checks to run, and where the
 * documentation is, for people and for agents (the docs site's MCP endpoint). Written with npm's commands, then put in
 * the chosen package manager's words like the README (readme.ts). acceptance/samples/agents-md.test.ts holds every
 * script, path and docs link it names to the template it is written for.
 */
import { additionOf, FEATURE_WORDS, FEATURES } from '../add/features.ts';
import type { PackageManager } from './package-managers.ts';
import { alignTables, readmeInManager } from './readme.ts';
import type { Template } from './templates.ts';

export const DOCS_ORIGIN = 'https://flarekit.dev';

const doc = (page: string) => `${DOCS_ORIGIN}/docs/${page}`;

export function agentsFile(template: Template, manager: PackageManager, cliVersion: string): string {
  const { type, client, database, auth } = template;
  const fullStack = type === 'full-stack';
  const api = fullStack ? 'apps/api/' : '';
  const rows: [string, string][] = [
    [
      'npm run dev',
      fullStack
        ? 'the API on http://localhost:8787 and the web app on http://localhost:5173 (it proxies /api to the API)'
        : 'the API on http://localhost:8787, with Swagger UI at /docs',
    ],
    ['npm run typecheck', 'TypeScript, every app'],
    ['npm run lint', 'Biome: lint and format check (`npx biome check --write` fixes the format)'],
    ['npm test', `the API's Vitest tests, run in the Workers runtime (\`${api}test/\`)`],
    ...(fullStack
      ? ([
          ['npm run build', 'the web app, into `apps/web/dist` (the Worker serves it)'],
          ['npm run test:e2e', 'the Playwright tests of the web app (`apps/web/e2e/`)'],
        ] as [string, string][])
      : []),
    ...(database
      ? ([
          ['npm run db:generate', `a migration in \`${api}drizzle/\` from the changes to \`${api}src/db/schema.ts\``],
          ['npm run db:migrate:local', 'applies the migrations to the local D1 database'],
        ] as [string, string][])
      : []),
    ...(client === 'orval'
      ? ([['npm run generate:client', 'the Orval client again, from the running API (`npm run dev`)']] as [
          string,
          string,
        ][])
      : []),
    ['npm run deploy', 'builds and deploys to Cloudflare (needs `wrangler login`)'],
  ];

  const layout = [
    `- \`${api || './'}\`: the API, a Hono app for Cloudflare Workers. \`${api}src/index.ts\` mounts the routes of` +
      ` \`${api}src/routes/\`; \`${api}wrangler.jsonc\` holds the Worker's settings and bindings.`,
    ...(database
      ? [`- \`${api}src/db/schema.ts\`: the D1 tables (Drizzle); \`${api}drizzle/\`: the migrations generated from it.`]
      : []),
    ...(auth
      ? [
          `- \`${api}src/lib/auth.ts\`: Better Auth (Discord, and email in development); \`${api}.dev.vars\` holds the` +
            ' local secrets (git-ignored, never commit it).',
        ]
      : []),
    ...(fullStack
      ? [
          '- `apps/web/`: the React app (Vite). Pages are the files of `apps/web/src/routes/` (TanStack Router writes' +
            ' `apps/web/src/routeTree.gen.ts`: never edit it); components in `apps/web/src/components/`, shadcn/ui' +
            ' ones in `apps/web/src/components/ui/`.',
          client === 'orval'
            ? '- `apps/web/src/api/generated/`: the API client Orval generates from the OpenAPI document: never edit' +
              ' it, run `npm run generate:client`.'
            : "- `apps/web/src/lib/api.ts`: the Hono RPC client, typed by the API's routes: no generation step.",
        ]
      : []),
    '- `flarekit.json`: the template and the Flarekit version that created the project.',
  ];

  const route = [
    `1. Write \`${api}src/routes/<name>.ts\` as the others are: a router from \`createRouter()\` with \`createRoute\``,
    '   and zod schemas for the path, query and body, so that validation, the OpenAPI document and `/docs` follow.',
    `2. Mount it in \`${api}src/index.ts\` with \`.route('/api/<name>', <name>)\`.`,
    `3. Test it in \`${api}test/\` with \`app.request()\`, as the tests there do.`,
    ...(client === 'orval'
      ? ['4. With `npm run dev` running, `npm run generate:client` gives the web app its hooks.']
      : []),
  ];

  const table = [
    `1. Add the table to \`${api}src/db/schema.ts\`.`,
    '2. `npm run db:generate` writes the migration; read it, and never edit a migration that has been applied.',
    '3. `npm run db:migrate:local` applies it locally; `npm run db:migrate:remote` applies it to the deployed database.',
  ];

  // `npm create` in every project: npm comes with Node.js, and the CLI runs the project's own package manager.
  const cli = `npm create flarekit@${cliVersion}`;
  const features = FEATURES.filter((feature) => additionOf(template, feature).ok);
  const tool = [
    `- \`${cli} doctor\` checks what stops the project from running or deploying; each finding names its fix.`,
    ...(features.length > 0
      ? [
          `- \`${cli} add <feature>\` adds a feature, merged three ways with your changes (conflicts are marked` +
            ' and listed; commit first, and `-- --dry-run` lists the changes). This project can take ' +
            `${features.map((feature) => `\`${feature}\`: ${FEATURE_WORDS[feature]}`).join('; ')}. ` +
            `Guide: ${doc('getting-started/cli-options#adding-a-feature-add')}`,
        ]
      : []),
  ];

  const lines = [
    '# AGENTS.md',
    '',
    `This project was created by create-flarekit ${cliVersion} from the template \`${template.id}\`. Its documentation is`,
    `${doc('getting-started/project-structure')}; agents can read every page as markdown (send \`Accept: text/markdown\`)`,
    `or through the MCP server at ${DOCS_ORIGIN}/mcp. Prefer them to what you remember: the versions here are pinned.`,
    '',
    '## Layout',
    '',
    ...layout,
    '',
    '## Commands',
    '',
    '| Command | What it does |',
    '| --- | --- |',
    ...rows.map(([command, what]) => `| \`${command}\` | ${what} |`),
    '',
    'Before you call a change done, run `npm run typecheck`, `npm run lint` and `npm test`: CI runs them',
    '(`.github/workflows/ci.yml`).',
    '',
    '## Add an API route',
    '',
    ...route,
    '',
    `Guide: ${doc('development/api-design')}`,
    ...(database ? ['', '## Add a table', '', ...table, '', `Guide: ${doc('development/database')}`] : []),
    '',
    '## create-flarekit in this project',
    '',
    ...tool,
    '',
  ];
  // Tables padded as Biome formats markdown: the project's `npm run lint` checks this file too.
  return alignTables(readmeInManager(lines.join('\n'), manager));
}

/** CLAUDE.md: Claude Code reads this file, and `@AGENTS.md` imports the guidance written for every agent. */
export const CLAUDE_FILE = '@AGENTS.md\n';
