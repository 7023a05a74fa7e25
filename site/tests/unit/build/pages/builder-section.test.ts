import { describe, expect, it } from 'vitest';
import { withBuilderSection } from '../../../../src/build/pages/builder-section.ts';

describe('withBuilderSection', () => {
  it('puts the builder at the end of its section, before the next ## heading', () => {
    const body = '<p>intro</p><h2 id="command-builder">Command builder</h2><p>choose</p><h2 id="usage">Usage</h2>';
    expect(withBuilderSection(body, '<form></form>')).toBe(
      '<p>intro</p><h2 id="command-builder">Command builder</h2><p>choose</p><form></form><h2 id="usage">Usage</h2>',
    );
  });

  it('before the wrapper of the next heading, as the pipeline writes headings', () => {
    const body =
      '<div class="heading heading-h2"><h2 id="command-builder">Command builder</h2><a href="#command-builder">#</a></div>' +
      '<p>choose</p><div class="heading heading-h2"><h2 id="usage">Usage</h2></div>';
    expect(withBuilderSection(body, '<form></form>')).toBe(
      '<div class="heading heading-h2"><h2 id="command-builder">Command builder</h2><a href="#command-builder">#</a></div>' +
        '<p>choose</p><form></form><div class="heading heading-h2"><h2 id="usage">Usage</h2></div>',
    );
  });

  it('at the end of the page when its section is the last', () => {
    expect(withBuilderSection('<h2 id="command-builder">B</h2><p>x</p>', '<form></form>')).toBe(
      '<h2 id="command-builder">B</h2><p>x</p><form></form>',
    );
  });

  it('stops the build when the page has no such section', () => {
    expect(() => withBuilderSection('<h2 id="usage">Usage</h2>', '<form></form>')).toThrow(
      'no "## Command builder" section',
    );
  });
});
