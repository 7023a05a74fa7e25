import { describe, expect, it } from 'vitest';
import { describeVariants, projectAnswers, variantRuns } from '../../../../src/build/pipeline/variant-groups.ts';
import type { TemplateId } from '../../../../src/build/templates.ts';

describe('projectAnswers', () => {
  it.each([
    ['full-stack-orval', { client: 'orval', auth: 'auth', db: 'db', type: 'full-stack' }],
    ['full-stack-rpc-no-auth', { client: 'rpc', auth: 'no-auth', db: 'db', type: 'full-stack' }],
    ['full-stack-rpc-no-db', { client: 'rpc', auth: 'no-auth', db: 'no-db', type: 'full-stack' }],
    ['api', { client: 'none', auth: 'auth', db: 'db', type: 'api' }],
  ] as const)('%s', (template, answers) => {
    expect(projectAnswers(template)).toEqual(answers);
  });
});

describe('describeVariants', () => {
  it.each([
    [['full-stack-orval', 'full-stack-rpc'], { dimension: 'client', values: ['orval', 'rpc'] }],
    [['full-stack-rpc', 'full-stack-orval'], { dimension: 'client', values: ['rpc', 'orval'] }],
    [['full-stack-orval', 'full-stack-orval-no-auth'], { dimension: 'auth', values: ['auth', 'no-auth'] }],
    [['api-no-auth', 'api-no-db'], { dimension: 'db', values: ['db', 'no-db'] }],
    // The project type implies the client: an API-only template has none.
    [['full-stack-orval', 'api'], { dimension: 'type', values: ['full-stack', 'api'] }],
  ] as const)('%j', (templates, expected) => {
    expect(describeVariants(templates as readonly TemplateId[])).toEqual(expected);
  });

  it.each([
    [['full-stack-orval', 'full-stack-orval'], /differ in nothing/],
    [['full-stack-orval', 'full-stack-rpc-no-auth'], /differ in client and auth/],
    [['full-stack-orval', 'full-stack-orval-no-db'], /differ in db and auth/],
    [['full-stack-orval', 'full-stack-rpc', 'api'], /3 blocks in a row/],
  ] as const)('refuses %j', (templates, message) => {
    const described = describeVariants(templates as readonly TemplateId[]);
    expect('error' in described && described.error).toMatch(message);
  });
});

describe('variantRuns', () => {
  it.each([
    ['', []],
    ['v', []],
    ['vv', [[0, 2]]],
    [
      'xvvxvvv',
      [
        [1, 3],
        [4, 7],
      ],
    ],
    ['vxv', []],
  ])('%s', (pattern, runs) => {
    expect(variantRuns([...pattern], (node) => node === 'v')).toEqual(runs);
  });
});
