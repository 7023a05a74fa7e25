import { SITE } from '../../shared/site-config.ts';

const ENTRY_POINTS = [
  {
    href: '/docs/getting-started/quick-start',
    title: 'Quick Start',
    text: 'Create, run and deploy your first app in minutes.',
  },
  {
    href: '/docs/templates/overview',
    title: 'Templates',
    text: 'Full stack or API only, with or without auth and database.',
  },
  {
    href: '/docs/getting-started/cli-options',
    title: 'CLI options',
    text: 'Every flag of npm create flarekit, with examples.',
  },
  {
    href: '/docs/development/authentication',
    title: 'Authentication',
    text: 'Discord sign-in with Better Auth, sessions and protected routes.',
  },
  {
    href: '/docs/development/database',
    title: 'Database',
    text: 'Cloudflare D1 with Drizzle ORM: schema, queries, migrations.',
  },
  {
    href: '/docs/deployment/cloudflare-workers',
    title: 'Deploy',
    text: 'Ship the API and the frontend as one Cloudflare Worker.',
  },
] as const;

const STACK = [
  'Hono API',
  'React 19 frontend',
  'Cloudflare D1 + Drizzle ORM',
  'Discord sign-in with Better Auth',
  'TypeScript end to end',
];

/** The home page: what Flarekit is, the create command and the main ways into the docs. */
export function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Full-stack TypeScript on Cloudflare Workers, in one command</h1>
        <p className="hero-text">{SITE.description}</p>
        <figure className="code-block hero-command">
          <pre tabIndex={0}>
            <code>{SITE.createCommand}</code>
          </pre>
          <button type="button" className="copy-button" data-copy="" hidden>
            Copy
          </button>
        </figure>
        <p className="hero-actions">
          <a className="button button-primary" href="/docs/getting-started/quick-start">
            Get started
          </a>
          <a className="button" href="/docs/introduction/what-is-flarekit">
            What is Flarekit?
          </a>
        </p>
        <ul className="stack-list" aria-label="What a generated app includes">
          {STACK.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="entry-title" className="entry-points">
        <h2 id="entry-title">Find your way</h2>
        <ul className="cards">
          {ENTRY_POINTS.map((entry) => (
            <li key={entry.href} className="card">
              <a href={entry.href}>
                <span className="card-title">{entry.title}</span>
                <span className="card-text">{entry.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
