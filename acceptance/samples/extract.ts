/**
 * Finds the TypeScript code blocks of a documentation page.
 *
 * A block is checked when its language is `ts`, `typescript` or `tsx`. A language that is another
 * spelling of TypeScript (`TS`, `TypeScript`, `mts`, `cts`, `typescriptreact`…) is reported as an
 * error so that no TypeScript sample escapes the compiler by accident.
 */
import { readPage } from './read-page.ts';

export type SampleLanguage = 'ts' | 'tsx';

export interface SampleBlock {
  /** `ts` for `ts` and `typescript`, `tsx` for `tsx`. */
  language: SampleLanguage;
  /** The `title="…"` of the block's meta, if any. */
  title?: string;
  /** The `template="…"` of the block's meta: the template it is checked against instead of the page's. */
  template?: string;
  /** The code, without the fences. */
  code: string;
  /** 1-based markdown line of the code's first line (the line after the opening fence). */
  firstLine: number;
  /** 1-based index of the block among the page's checked blocks. */
  index: number;
}

export interface AliasError {
  /** 1-based markdown line of the opening fence. */
  line: number;
  language: string;
  /** The language to use instead. */
  expected: SampleLanguage;
}

export interface ExtractedPage {
  /** The `template:` of the page's frontmatter, if any (validated by the caller). */
  template?: string;
  blocks: SampleBlock[];
  aliasErrors: AliasError[];
}

const CHECKED: Record<string, SampleLanguage> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/** Other names of TypeScript that the site would not check: write `ts` or `tsx` instead. */
const ALIASES: Record<string, SampleLanguage> = {
  mts: 'ts',
  cts: 'ts',
  'typescript-react': 'tsx',
  typescriptreact: 'tsx',
};

/** Classifies a fence language: checked, an alias of TypeScript (error), or anything else (ignored). */
export function classifyLanguage(
  language: string | null | undefined,
): { kind: 'checked'; language: SampleLanguage } | { kind: 'alias'; expected: SampleLanguage } | { kind: 'other' } {
  if (!language) return { kind: 'other' };
  const checked = CHECKED[language];
  if (checked) return { kind: 'checked', language: checked };
  const lower = language.toLowerCase();
  const expected = CHECKED[lower] ?? ALIASES[lower];
  return expected ? { kind: 'alias', expected } : { kind: 'other' };
}

export function extractSamples(markdown: string): ExtractedPage {
  const page = readPage(markdown);
  const blocks: SampleBlock[] = [];
  const aliasErrors: AliasError[] = [];
  for (const block of page.blocks) {
    const kind = classifyLanguage(block.language);
    if (kind.kind === 'alias') {
      aliasErrors.push({ line: block.line, language: block.language, expected: kind.expected });
      continue;
    }
    if (kind.kind !== 'checked') continue;
    blocks.push({
      language: kind.language,
      ...(block.title ? { title: block.title } : {}),
      ...(block.template ? { template: block.template } : {}),
      code: block.code,
      firstLine: block.line + 1,
      index: blocks.length + 1,
    });
  }
  return { ...(page.template ? { template: page.template } : {}), blocks, aliasErrors };
}
