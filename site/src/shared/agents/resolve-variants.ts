import type { ProjectAnswers, VariantGroupSpans } from './mcp-data.ts';

/**
 * A page's markdown for one template: in each variant group only the block for that template's answer stays, where
 * the group was (the other block and the blank lines between them go). A group about an answer the template does not
 * have (the API client, for an API-only template) keeps both blocks, each naming its template, as the page does without
 * JavaScript. Spans must be those of this markdown, in any order and never overlapping.
 */
export function resolveVariants(
  markdown: string,
  groups: readonly VariantGroupSpans[],
  answers: ProjectAnswers,
): string {
  const ordered = [...groups].sort((a, b) => b.blocks[0]!.start - a.blocks[0]!.start);
  let result = markdown;
  for (const group of ordered) {
    const chosen = group.blocks.find((block) => block.value === answers[group.dimension]);
    if (!chosen) continue;
    const first = group.blocks[0]!;
    const last = group.blocks.at(-1)!;
    result = result.slice(0, first.start) + result.slice(chosen.start, chosen.end) + result.slice(last.end);
  }
  return result;
}
