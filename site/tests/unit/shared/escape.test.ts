import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { escapeHtml, jsonForScript } from '../../../src/shared/escape.ts';

describe('escapeHtml', () => {
  const cases: Array<[string, string]> = [
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    [`"double" and 'single'`, '&quot;double&quot; and &#x27;single&#x27;'],
    ['&amp;', '&amp;amp;'],
  ];
  for (const [text, expected] of cases) it(`${text} → ${expected}`, () => expect(escapeHtml(text)).toBe(expected));

  it('escapes attribute values as React does, so hand-written and rendered markup agree', () => {
    const text = `Tom & "Jerry" <'s>`;
    expect(renderToStaticMarkup(createElement('a', { title: text }))).toBe(`<a title="${escapeHtml(text)}"></a>`);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script>' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
