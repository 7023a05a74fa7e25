import { describe, expect, it } from 'vitest';
import { BUILDER_END, BUILDER_START, replaceBuilder } from '../../../../src/shared/builder/markers.ts';

describe('replaceBuilder', () => {
  it('replaces what lies between the markers, keeping them', () => {
    expect(replaceBuilder(`<p>a</p>${BUILDER_START}<form>old</form>${BUILDER_END}<p>b</p>`, '<form>new</form>')).toBe(
      `<p>a</p>${BUILDER_START}<form>new</form>${BUILDER_END}<p>b</p>`,
    );
  });

  it.each([
    ['no markers', '<p>a</p>'],
    ['only the start', `${BUILDER_START}<form>`],
    ['the end before the start', `${BUILDER_END}x${BUILDER_START}`],
  ])('is undefined with %s', (_name, html) => {
    expect(replaceBuilder(html, 'x')).toBeUndefined();
  });
});
