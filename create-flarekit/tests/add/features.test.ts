/** Which template each feature turns each template into, and the reason for every refusal. */
import { describe, expect, test } from 'vitest';
import { additionOf, FEATURES } from '../../src/add/features.ts';
import { templateById, TEMPLATE_IDS, type TemplateId } from '../../src/compose/templates.ts';

/** template → feature → the template it becomes, or the start of the refusal. */
const TABLE: Record<TemplateId, Record<(typeof FEATURES)[number], string>> = {
  'full-stack-orval': {
    db: 'refused: The project (template full-stack-orval) already has the database.',
    auth: 'refused: The project (template full-stack-orval) already has sign-in.',
    'client-rpc': 'full-stack-rpc',
    'client-orval': 'refused: The project (template full-stack-orval) already uses the orval client.',
    web: 'refused: The project (template full-stack-orval) already has the web app.',
  },
  'full-stack-orval-no-auth': {
    db: 'refused: The project (template full-stack-orval-no-auth) already has the database.',
    auth: 'full-stack-orval',
    'client-rpc': 'full-stack-rpc-no-auth',
    'client-orval': 'refused: The project (template full-stack-orval-no-auth) already uses the orval client.',
    web: 'refused: The project (template full-stack-orval-no-auth) already has the web app.',
  },
  'full-stack-orval-no-db': {
    db: 'full-stack-orval-no-auth',
    auth: 'refused: Sign-in stores its users and sessions in the D1 database',
    'client-rpc': 'full-stack-rpc-no-db',
    'client-orval': 'refused: The project (template full-stack-orval-no-db) already uses the orval client.',
    web: 'refused: The project (template full-stack-orval-no-db) already has the web app.',
  },
  'full-stack-rpc': {
    db: 'refused: The project (template full-stack-rpc) already has the database.',
    auth: 'refused: The project (template full-stack-rpc) already has sign-in.',
    'client-rpc': 'refused: The project (template full-stack-rpc) already uses the rpc client.',
    'client-orval': 'full-stack-orval',
    web: 'refused: The project (template full-stack-rpc) already has the web app.',
  },
  'full-stack-rpc-no-auth': {
    db: 'refused: The project (template full-stack-rpc-no-auth) already has the database.',
    auth: 'full-stack-rpc',
    'client-rpc': 'refused: The project (template full-stack-rpc-no-auth) already uses the rpc client.',
    'client-orval': 'full-stack-orval-no-auth',
    web: 'refused: The project (template full-stack-rpc-no-auth) already has the web app.',
  },
  'full-stack-rpc-no-db': {
    db: 'full-stack-rpc-no-auth',
    auth: 'refused: Sign-in stores its users and sessions in the D1 database',
    'client-rpc': 'refused: The project (template full-stack-rpc-no-db) already uses the rpc client.',
    'client-orval': 'full-stack-orval-no-db',
    web: 'refused: The project (template full-stack-rpc-no-db) already has the web app.',
  },
  api: {
    db: 'refused: The project (template api) already has the database.',
    auth: 'refused: The project (template api) already has sign-in.',
    'client-rpc': 'refused: An API-only project has no web app, so no API client',
    'client-orval': 'refused: An API-only project has no web app, so no API client',
    web: 'full-stack-orval',
  },
  'api-no-auth': {
    db: 'refused: The project (template api-no-auth) already has the database.',
    auth: 'api',
    'client-rpc': 'refused: An API-only project has no web app, so no API client',
    'client-orval': 'refused: An API-only project has no web app, so no API client',
    web: 'full-stack-orval-no-auth',
  },
  'api-no-db': {
    db: 'api-no-auth',
    auth: 'refused: Sign-in stores its users and sessions in the D1 database',
    'client-rpc': 'refused: An API-only project has no web app, so no API client',
    'client-orval': 'refused: An API-only project has no web app, so no API client',
    web: 'full-stack-orval-no-db',
  },
};

describe('additionOf', () => {
  const rows = TEMPLATE_IDS.flatMap((id) => FEATURES.map((feature) => [id, feature, TABLE[id][feature]] as const));
  test.each(rows)('%s + %s → %s', (id, feature, expected) => {
    const addition = additionOf(templateById(id), feature);
    if (expected.startsWith('refused: ')) {
      expect(addition.ok).toBe(false);
      if (!addition.ok) expect(addition.reason.startsWith(expected.slice('refused: '.length))).toBe(true);
    } else expect(addition).toEqual({ ok: true, target: expected });
  });

  test('web takes the client: the RPC one with rpc', () => {
    expect(additionOf(templateById('api-no-auth'), 'web', 'rpc')).toEqual({
      ok: true,
      target: 'full-stack-rpc-no-auth',
    });
  });

  test('a client in an API-only project names add web with that client', () => {
    const addition = additionOf(templateById('api'), 'client-rpc');
    expect(addition.ok || addition.reason).toContain('create-flarekit add web --client rpc');
  });

  test('auth without a database names the command that adds it first', () => {
    const addition = additionOf(templateById('api-no-db'), 'auth');
    expect(addition.ok || addition.reason).toContain('create-flarekit add db, then create-flarekit add auth');
  });
});
