/**
 * Where the command builder sits in the prerendered CLI Options page: its island between two comments, which the server
 * replaces with its answer to the form sent without JavaScript. (The client entry looks for the island's id on every
 * page, so this module stays this small.)
 */
export const BUILDER_START = '<!--command-builder-->';
export const BUILDER_END = '<!--/command-builder-->';
export const BUILDER_ISLAND_ID = 'command-builder-island';

/** `html` with what lies between the builder's markers replaced by `builder`; undefined when it has no markers. */
export function replaceBuilder(html: string, builder: string): string | undefined {
  const start = html.indexOf(BUILDER_START);
  const end = html.indexOf(BUILDER_END, start);
  if (start < 0 || end < 0) return undefined;
  return html.slice(0, start + BUILDER_START.length) + builder + html.slice(end);
}
