import { describe, expect, it } from 'vitest';
import { assistantLinks, assistantPrompt } from '../../../src/build/assistant-links.ts';

describe('assistantLinks', () => {
  const page = 'https://flarekit.dev/docs/getting-started/quick-start.md';

  it.each([
    ['ChatGPT', 'https://chatgpt.com/', { hints: 'search', q: assistantPrompt(page) }],
    ['Claude', 'https://claude.ai/new', { q: assistantPrompt(page) }],
  ])('%s: %s with the prompt in q', (name, address, parameters) => {
    const link = assistantLinks(page).find((candidate) => candidate.name === name)!;
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe(address);
    expect(Object.fromEntries(url.searchParams)).toEqual(parameters);
  });

  it.each([
    ['a plain address', page],
    ['a query and a fragment', 'https://docs.example.com/docs/a/b.md?x=1&y=2#top'],
    ['spaces, a plus sign and non-ASCII letters', 'https://docs.example.com/docs/a b/c+d/é.md'],
  ])('encodes %s so that the prompt reads back exactly', (_name, address) => {
    for (const link of assistantLinks(address)) {
      expect(link.href).not.toMatch(/[\s#+é]/);
      expect(new URL(link.href).searchParams.get('q')).toBe(assistantPrompt(address));
    }
  });

  it('asks to read the markdown address, named whole', () => {
    expect(assistantPrompt(page)).toBe(
      'Read https://flarekit.dev/docs/getting-started/quick-start.md, a page of the Flarekit documentation, and answer my questions about it.',
    );
  });
});
