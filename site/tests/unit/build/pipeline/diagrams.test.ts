import { describe, expect, it } from 'vitest';
import { colourResolver, renderDiagram, selfContainedSvg } from '../../../../src/build/pipeline/diagrams.ts';

describe('colourResolver', () => {
  const declarations = new Map([
    ['--bg', '#ffffff'],
    ['--fg', '#000000'],
    ['--accent', '#D4580B'],
    ['--_text', 'var(--fg)'],
    ['--_text-sec', 'var(--muted, color-mix(in srgb, var(--fg) 60%, var(--bg)))'],
    ['--_faint', 'color-mix(in srgb, var(--fg) 25%, var(--bg))'],
    ['--_half', 'color-mix(in srgb, #ff0000, #0000ff)'],
    ['--_arrow', 'var(--accent, color-mix(in srgb, var(--fg) 85%, var(--bg)))'],
    ['--_loop', 'var(--_loop)'],
  ]);
  const resolve = colourResolver(declarations);

  it.each([
    ['a hex colour, lower-cased', '#ABCDEF', '#abcdef'],
    ['a short hex colour', '#fa0', '#ffaa00'],
    ['a variable', 'var(--fg)', '#000000'],
    ['a variable of a variable', 'var(--_text)', '#000000'],
    ['an undefined variable with a fallback', 'var(--_text-sec)', '#666666'],
    ['a defined variable, whose fallback is not used', 'var(--_arrow)', '#d4580b'],
    ['a mix weighted 25 %', 'var(--_faint)', '#bfbfbf'],
    ['an even mix without weights', 'var(--_half)', '#800080'],
    ['spaces around', '  var( --fg )  ', '#000000'],
  ])('%s: %s → %s', (_name, expression, expected) => {
    expect(resolve(expression)).toBe(expected);
  });

  it.each([
    ['an undefined variable without a fallback', 'var(--nowhere)', /--nowhere is not defined/],
    ['a variable that refers to itself', 'var(--_loop)', /--_loop refers to itself/],
    ['another colour function', 'rgb(1, 2, 3)', /unsupported colour/],
    ['a mix in another space', 'color-mix(in oklch, #000 50%, #fff)', /unsupported color-mix/],
    ['a mix that weighs both colours', 'color-mix(in srgb, #000 50%, #fff 20%)', /unsupported color-mix/],
    ['a named colour', 'transparent', /unsupported colour/],
  ])('refuses %s', (_name, expression, error) => {
    expect(() => resolve(expression)).toThrow(error);
  });
});

describe('selfContainedSvg', () => {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" style="--bg:#ffffff;--fg:#000000">',
    '<style>',
    "  @import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;500&amp;display=swap');",
    "  text { font-family: 'Inter', system-ui, sans-serif; }",
    '  svg {',
    '    /* derived */',
    '    --_text: var(--fg);',
    '    --_line: var(--line, color-mix(in srgb, var(--fg) 50%, var(--bg)));',
    '  }',
    '</style>',
    '<g class="message" data-line-style="solid"><line stroke="var(--_line)" /><text fill="var(--_text)">A</text></g>',
    '</svg>',
  ].join('\n');

  it('puts each colour in its attribute, the font on the root, a background first, and no style anywhere', () => {
    expect(selfContainedSvg(svg, "system-ui, 'Segoe UI'")).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" font-family="system-ui, \'Segoe UI\'">',
        '<rect width="100%" height="100%" fill="#ffffff" />',
        '<g class="message" data-line-style="solid"><line stroke="#808080" /><text fill="#000000">A</text></g>',
        '</svg>',
      ].join('\n'),
    );
  });

  it.each([
    ['another CSS rule', svg.replace('  svg {', '  .node:hover { opacity: 0.5; }\n  svg {'), /unexpected style rule/],
    [
      'a declaration that is not a custom property',
      svg.replace('--_text: var(--fg);', 'fill: red;'),
      /unexpected declaration/,
    ],
    ['an inline style on an element', svg.replace('<line ', '<line style="opacity:0.5" '), /inline style/],
    ['a colour it cannot resolve', svg.replace('var(--_text)', 'var(--_missing)'), /--_missing is not defined/],
  ])('refuses an SVG with %s', (_name, input, error) => {
    expect(() => selfContainedSvg(input, 'system-ui')).toThrow(error);
  });

  it.each([
    ['a flowchart', 'flowchart LR\n  A[Browser] -->|HTTPS| B[Worker]\n  B --> C[(D1)]'],
    ['a sequence diagram', 'sequenceDiagram\n  actor U as User\n  U->>W: GET /api/todos\n  W-->>U: 200'],
  ])('renders %s to two files without inline styles or variables, on the theme background', (_name, source) => {
    const { files } = renderDiagram(source);
    expect(files.map((file) => file.theme)).toEqual(['light', 'dark']);
    for (const file of files) {
      expect(file.content).not.toMatch(/<style|\sstyle=|var\(|@import|googleapis/);
      expect(file.content).toContain(`fill="${file.theme === 'light' ? '#ffffff' : '#0f1115'}"`);
      expect(file.content).toMatch(/^<svg [^>]*font-family="system-ui, [^"]*">/);
    }
  });
});
