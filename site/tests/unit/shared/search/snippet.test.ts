import { describe, expect, it } from 'vitest';
import { ELLIPSIS, SNIPPET_LEAD_IN, SNIPPET_WINDOW, snippet } from '../../../../src/shared/search/snippet.ts';

const filler = (words: number, word = 'lorem') => Array.from({ length: words }, () => word).join(' ');

describe('snippet', () => {
  it('returns short text whole, whitespace collapsed', () => {
    expect(snippet('  Short   text\nhere ', 'text')).toBe('Short text here');
  });

  it('without matches shows the start of the text, cut at a word, with an ellipsis', () => {
    const text = filler(60);
    const result = snippet(text, 'zzzz');
    expect(result.startsWith('lorem')).toBe(true);
    expect(result.endsWith(ELLIPSIS)).toBe(true);
    expect(result.length).toBeLessThanOrEqual(SNIPPET_WINDOW + 1);
    expect(result.slice(0, -1).endsWith('lorem')).toBe(true);
  });

  it('starts 50 characters before the first match of the best window, on a word boundary', () => {
    const text = `${filler(80)} deploy ${filler(80)}`;
    const result = snippet(text, 'deploy');
    const matchAt = text.indexOf('deploy');
    expect(result.startsWith(ELLIPSIS)).toBe(true);
    expect(result.endsWith(ELLIPSIS)).toBe(true);
    const body = result.slice(1, -1);
    expect(body).toContain('deploy');
    // lead-in: the text before the match is at most 50 characters (less when a word was not cut)
    expect(body.indexOf('deploy')).toBeLessThanOrEqual(SNIPPET_LEAD_IN);
    expect(body.indexOf('deploy')).toBeGreaterThanOrEqual(SNIPPET_LEAD_IN - 'lorem '.length);
    expect(text.includes(body)).toBe(true);
    expect(matchAt).toBeGreaterThan(SNIPPET_WINDOW);
  });

  it('prefers the window with the most matches over an earlier single match', () => {
    const text = `auth ${filler(60)} auth auth auth ${filler(60)}`;
    const result = snippet(text, 'auth');
    expect((result.match(/auth/g) ?? []).length).toBe(3);
  });

  it('takes the earliest window on ties', () => {
    const text = `${filler(10, 'aa')} first ${filler(60, 'bb')} first ${filler(60, 'cc')}`;
    const result = snippet(text, 'first');
    expect(result).toContain('aa first bb');
    expect(result).not.toContain('cc');
  });

  it('never cuts inside a word', () => {
    const text = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const result = snippet(text, 'word50');
    const body = result.replaceAll(ELLIPSIS, '');
    for (const word of body.split(' ')) expect(text.split(' ')).toContain(word);
  });

  it('a match near the end still gives a full window', () => {
    const text = `${filler(80)} finale`;
    const result = snippet(text, 'finale');
    expect(result.endsWith('finale')).toBe(true);
    expect(result.length).toBeGreaterThan(SNIPPET_WINDOW - 10);
  });
});
