/**
 * What `create-flarekit add <feature>` can add to a project, and the template the project becomes: the same answers
 * with one changed. A feature that does not apply is refused with the reason and what to do instead.
 */
import { type ApiClient, type Template, templateFor, type TemplateId } from '../compose/templates.ts';

export const FEATURES = ['db', 'auth', 'client-rpc', 'client-orval', 'web'] as const;
export type Feature = (typeof FEATURES)[number];

export const ADD_USAGE = `create-flarekit add <${FEATURES.join('|')}> [--client <orval|rpc>] [--force] [--no-install] [--dry-run] [--json]`;

export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}

/** What each feature adds, for `--help` and the refusals. */
export const FEATURE_WORDS: Record<Feature, string> = {
  db: 'the D1 database with Drizzle, with the todos and posts routes',
  auth: 'Discord sign-in with Better Auth, which needs the database',
  'client-rpc': 'the Hono RPC client in the web app, in place of the Orval client',
  'client-orval': 'the Orval client in the web app, in place of the RPC client',
  web: 'the React web app, with the Orval client (--client rpc: the RPC client); the API moves to apps/api/',
};

export type Addition = { ok: true; target: TemplateId } | { ok: false; reason: string };

const refuse = (reason: string): Addition => ({ ok: false, reason });

/** The template `from` becomes with `feature` added (`web` with `client`, Orval by default), or why it cannot be. */
export function additionOf(from: Template, feature: Feature, client: ApiClient = 'orval'): Addition {
  const choice = { type: from.type, client: from.client ?? 'orval', database: from.database, auth: from.auth };
  switch (feature) {
    case 'db':
      if (from.database) return refuse(`The project (template ${from.id}) already has the database.`);
      return { ok: true, target: templateFor({ ...choice, database: true, auth: false }).id };
    case 'auth':
      if (from.auth) return refuse(`The project (template ${from.id}) already has sign-in.`);
      if (!from.database)
        return refuse(
          'Sign-in stores its users and sessions in the D1 database, which this project does not have. ' +
            'Add the database first: create-flarekit add db, then create-flarekit add auth.',
        );
      return { ok: true, target: templateFor({ ...choice, auth: true }).id };
    case 'web':
      if (from.type === 'full-stack') return refuse(`The project (template ${from.id}) already has the web app.`);
      return { ok: true, target: templateFor({ ...choice, type: 'full-stack', client }).id };
    case 'client-rpc':
    case 'client-orval': {
      const wanted = feature === 'client-rpc' ? 'rpc' : 'orval';
      if (from.type !== 'full-stack')
        return refuse(
          `An API-only project has no web app, so no API client: ${feature} applies to a full-stack project. ` +
            `Add the web app with that client instead: create-flarekit add web --client ${wanted}.`,
        );
      if (from.client === wanted) return refuse(`The project (template ${from.id}) already uses the ${wanted} client.`);
      return { ok: true, target: templateFor({ ...choice, client: wanted }).id };
    }
  }
}
