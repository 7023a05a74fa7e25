/** The template table: nine ids, one template for every set of answers, every template reachable, labels complete. */
import { describe, expect, test } from 'vitest';
import {
  API_CLIENTS,
  DEFAULT_CHOICE,
  flagValuesInWords,
  orList,
  PROJECT_TYPES,
  TEMPLATE_DIMENSION_NAMES,
  TEMPLATE_DIMENSIONS,
  TEMPLATE_IDS,
  TEMPLATE_WORDS,
  TEMPLATES,
  templateById,
  templateFor,
  type TemplateChoice,
} from '../../src/compose/templates.ts';

/** Every set of answers the four questions can give: 2 × 2 × 2 × 2. */
const everyChoice: TemplateChoice[] = PROJECT_TYPES.flatMap((type) =>
  API_CLIENTS.flatMap((client) =>
    [true, false].flatMap((database) => [true, false].map((auth) => ({ type, client, database, auth }))),
  ),
);

describe('the template table', () => {
  test('holds the nine templates, each id once', () => {
    expect(TEMPLATE_IDS).toEqual([
      'full-stack-orval',
      'full-stack-orval-no-auth',
      'full-stack-orval-no-db',
      'full-stack-rpc',
      'full-stack-rpc-no-auth',
      'full-stack-rpc-no-db',
      'api',
      'api-no-auth',
      'api-no-db',
    ]);
  });

  test('each id is its answers: type, client (full stack only), then -no-db or -no-auth', () => {
    for (const template of TEMPLATES) {
      const base = template.type === 'full-stack' ? `full-stack-${template.client}` : 'api';
      const suffix = !template.database ? '-no-db' : !template.auth ? '-no-auth' : '';
      expect(template.id).toBe(`${base}${suffix}`);
      expect(templateById(template.id)).toBe(template);
    }
  });

  test('a full-stack template has a client, an API-only one none; no template has sign-in without a database', () => {
    for (const template of TEMPLATES) {
      expect(template.client === undefined, template.id).toBe(template.type !== 'full-stack');
      if (template.auth) expect(template.database, template.id).toBe(true);
    }
  });

  test.each(everyChoice)('%j selects exactly one template, the one with its answers', (choice) => {
    const matching = TEMPLATES.filter(
      (template) =>
        template.type === choice.type &&
        (template.client === undefined || template.client === choice.client) &&
        template.database === choice.database &&
        template.auth === (choice.database && choice.auth),
    );
    expect(matching).toHaveLength(1);
    expect(templateFor(choice)).toBe(matching[0]);
  });

  test('every template is selected by some answers', () => {
    expect(new Set(everyChoice.map((choice) => templateFor(choice).id))).toEqual(new Set(TEMPLATE_IDS));
  });

  test('the default answers select the default template', () => {
    expect(templateFor(DEFAULT_CHOICE).id).toBe('full-stack-orval');
  });
});

describe('the words of the template table', () => {
  test("every question, legend and label is words; the site's keys and answer names are distinct", () => {
    const dimensions = Object.values(TEMPLATE_DIMENSIONS);
    expect(new Set(dimensions.map((dimension) => dimension.project)).size).toBe(dimensions.length);
    for (const name of TEMPLATE_DIMENSION_NAMES) {
      const words = TEMPLATE_WORDS[name];
      for (const text of [words.question, words.legend, words.projectLabel]) expect(text).toMatch(/\w/);
      const names = TEMPLATE_DIMENSIONS[name].answers.map((answer) => answer.project);
      expect(new Set(names).size, name).toBe(names.length);
      // Words for exactly the answers there are, each with a tab label, all different.
      expect(Object.keys(words.answers), name).toEqual(names);
      const labels = Object.values(words.answers).map((answer: { projectLabel: string }) => answer.projectLabel);
      expect(new Set(labels).size, name).toBe(names.length);
      for (const label of labels) expect(label).toMatch(/\w/);
    }
  });

  test('a question with several answers labels each of them, a yes/no question answers true first', () => {
    for (const answer of [
      ...Object.values(TEMPLATE_WORDS.type.answers),
      ...Object.values(TEMPLATE_WORDS.client.answers),
    ]) {
      expect(answer.label).toMatch(/\w/);
    }
    for (const answer of Object.values(TEMPLATE_WORDS.client.answers)) expect(answer.hint).toMatch(/\w/);
    for (const dimension of [TEMPLATE_DIMENSIONS.database, TEMPLATE_DIMENSIONS.auth]) {
      expect(dimension.answers.map((answer) => answer.value)).toEqual([true, false]);
    }
  });

  test("each answer's name in the site's choice is the part of the template id it stands for", () => {
    const projectName = <D extends keyof typeof TEMPLATE_DIMENSIONS>(name: D, value: unknown) =>
      TEMPLATE_DIMENSIONS[name].answers.find((answer) => answer.value === value)?.project;
    for (const template of TEMPLATES) {
      const client = projectName('client', template.client);
      const missing = !template.database
        ? projectName('database', false)
        : !template.auth
          ? projectName('auth', false)
          : undefined;
      const parts = [projectName('type', template.type), client, missing].filter((part) => part !== undefined);
      expect(parts.join('-')).toBe(template.id);
    }
  });
});

describe('the values in words', () => {
  test.each([
    [[], ''],
    [['npm'], 'npm'],
    [['a', 'b'], 'a or b'],
    [['npm', 'yarn', 'pnpm', 'bun'], 'npm, yarn, pnpm or bun'],
  ])('orList(%j) is %j', (values, words) => {
    expect(orList(values)).toBe(words);
  });

  test('a flag lists its default first, as --help says it', () => {
    expect(flagValuesInWords('type')).toBe('full-stack (default) or api-only');
    expect(flagValuesInWords('client')).toBe('orval (default) or rpc');
  });
});
