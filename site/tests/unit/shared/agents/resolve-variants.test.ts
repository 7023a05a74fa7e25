import { describe, expect, it } from 'vitest';
import type { ProjectAnswers, VariantGroupSpans } from '../../../../src/shared/agents/mcp-data.ts';
import { resolveVariants } from '../../../../src/shared/agents/resolve-variants.ts';

const ORVAL = '```ts template="full-stack-orval"\norval();\n```';
const RPC = '```ts template="full-stack-rpc"\nrpc();\n```';
const AUTH = '```ts template="api"\nauth();\n```';
const NO_AUTH = '```ts template="api-no-auth"\nopen();\n```';

/** Markdown built from parts, with the spans of the blocks in it. */
function page(...parts: Array<string | { value: string; text: string }>) {
  let markdown = '';
  const blocks: Array<{ value: string; start: number; end: number }> = [];
  for (const part of parts) {
    if (typeof part === 'string') markdown += part;
    else {
      blocks.push({ value: part.value, start: markdown.length, end: markdown.length + part.text.length });
      markdown += part.text;
    }
  }
  return { markdown, blocks };
}

const answers = (client: string, auth: string): ProjectAnswers => ({ client, auth, db: 'db', type: 'full-stack' });

describe('resolveVariants', () => {
  const { markdown, blocks } = page(
    '# Page\n\nIntro.\n\n',
    { value: 'orval', text: ORVAL },
    '\n\n',
    { value: 'rpc', text: RPC },
    '\n\nBetween.\n\n- In a list:\n\n  ',
    { value: 'auth', text: AUTH.replace(/\n/g, '\n  ') },
    '\n\n  ',
    { value: 'no-auth', text: NO_AUTH.replace(/\n/g, '\n  ') },
    '\n\nEnd.\n',
  );
  const groups: VariantGroupSpans[] = [
    { dimension: 'client', blocks: blocks.slice(0, 2) },
    { dimension: 'auth', blocks: blocks.slice(2) },
  ];

  const cases: Array<[string, ProjectAnswers, string]> = [
    [
      'the first block of each group',
      answers('orval', 'auth'),
      `# Page\n\nIntro.\n\n${ORVAL}\n\nBetween.\n\n- In a list:\n\n  ${AUTH.replace(/\n/g, '\n  ')}\n\nEnd.\n`,
    ],
    [
      'the second block of each group',
      answers('rpc', 'no-auth'),
      `# Page\n\nIntro.\n\n${RPC}\n\nBetween.\n\n- In a list:\n\n  ${NO_AUTH.replace(/\n/g, '\n  ')}\n\nEnd.\n`,
    ],
    [
      'a group about an answer the template does not have keeps both blocks',
      answers('none', 'no-auth'),
      `# Page\n\nIntro.\n\n${ORVAL}\n\n${RPC}\n\nBetween.\n\n- In a list:\n\n  ${NO_AUTH.replace(/\n/g, '\n  ')}\n\nEnd.\n`,
    ],
  ];
  for (const [name, chosen, expected] of cases) {
    it(name, () => expect(resolveVariants(markdown, groups, chosen)).toBe(expected));
  }

  it('does not depend on the order of the groups', () => {
    const chosen = answers('rpc', 'auth');
    expect(resolveVariants(markdown, [...groups].reverse(), chosen)).toBe(resolveVariants(markdown, groups, chosen));
  });

  it('leaves markdown without groups as it is', () => {
    expect(resolveVariants(markdown, [], answers('rpc', 'auth'))).toBe(markdown);
  });
});
