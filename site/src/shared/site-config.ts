/** Site-wide settings, in one place. */
export const SITE = {
  name: 'Flarekit',
  /** The public origin, for canonical URLs, the sitemap and social cards. Override with SITE_URL at build time. */
  url: (globalThis.process?.env.SITE_URL ?? 'https://flarekit.dev').replace(/\/$/, ''),
  description:
    'Flarekit generates full-stack TypeScript apps for Cloudflare Workers: a Hono API, a React frontend, D1 with Drizzle ORM and optional Discord sign-in.',
  /** Where the content lives, for "Edit this page" links. */
  repositoryUrl: 'https://github.com/flarekit/flarekit-docs',
  createCommand: 'npm create flarekit@latest my-app',
} as const;
