import { describe, expect, it } from 'vitest';
import { PROJECT_HEAD_SNIPPET } from '../../../src/shared/head-script.ts';
import {
  DEFAULT_PROJECT,
  PROJECT_DIMENSION_NAMES,
  parseProjectChoice,
  projectValues,
} from '../../../src/shared/project-choice.ts';

/** Runs the head script's snippet against a stand-in <html> and storage, returning the attributes it set. */
function runHeadSnippet(saved: string | null): Record<string, string> {
  const attributes: Record<string, string> = {};
  const d = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const localStorage = { getItem: () => saved };
  new Function('d', 'localStorage', PROJECT_HEAD_SNIPPET)(d, localStorage);
  return attributes;
}

const cases: Array<[string, string | null, Partial<typeof DEFAULT_PROJECT>]> = [
  ['nothing saved', null, {}],
  ['one answer', '{"client":"rpc"}', { client: 'rpc' }],
  [
    'every answer',
    '{"client":"rpc","auth":"no-auth","db":"no-db","type":"api"}',
    { client: 'rpc', auth: 'no-auth', db: 'no-db', type: 'api' },
  ],
  ['an unknown value', '{"client":"graphql","auth":"no-auth"}', { auth: 'no-auth' }],
  ['an unknown key', '{"framework":"vue"}', {}],
  ['not JSON', '{"client":"rpc"', {}],
  ['JSON that is not an object', '"rpc"', {}],
  ['null', 'null', {}],
];

describe('parseProjectChoice and the head script agree', () => {
  it.each(cases)('%s', (_name, saved, changed) => {
    const expected = { ...DEFAULT_PROJECT, ...changed };
    expect(parseProjectChoice(saved)).toEqual(expected);
    expect(runHeadSnippet(saved)).toEqual(
      Object.fromEntries(
        PROJECT_DIMENSION_NAMES.map((dimension) => [`data-project-${dimension}`, expected[dimension]]),
      ),
    );
  });

  it('defaults to each dimension’s first value, the default template’s answers', () => {
    for (const dimension of PROJECT_DIMENSION_NAMES)
      expect(projectValues(dimension)[0]).toBe(DEFAULT_PROJECT[dimension]);
  });
});
