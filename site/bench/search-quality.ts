/**
 * `npm run bench:search-quality`: runs the query sets against the real content through our engine, Orama set up as
 * Fumadocs sets it up, and MiniSearch set up as VitePress sets it up; prints success@1, MRR@5, recall@5 and typos in
 * the top 3 for the fresh held-out set (the figure that counts), the reader set's two halves, the first set and the
 * task set, then a per-query table of every set but the fresh one (given in figures only, so that its queries and
 * ranks are never read by whoever tunes next). With --write, also updates BENCHMARKS.md.
 *
 * With --tuning, the fresh set is neither searched nor printed, so its queries and results stay unseen while a ranking
 * change is tried: the sets ranking may be tuned on (the reader set's tuning half, the first set, the task set, the subject set and the bridge set) are
 * printed query by query, and the reader set's held-out half, a guard against loss, as its figures only.
 */
import path from 'node:path';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import { fumadocsOrama, ours, vitepressMiniSearch, type SearchFn } from './search-quality/engines.ts';
import { evaluate, type QualityReport } from './search-quality/metrics.ts';
import { QUERIES, TYPO_KINDS, type QualityQuery } from './search-quality/queries.ts';
import { FRESH_QUERIES } from './search-quality/fresh-queries.ts';
import { READER_QUERIES } from './search-quality/reader-queries.ts';
import { TASK_QUERIES } from './search-quality/task-queries.ts';
import { SUBJECT_QUERIES } from './search-quality/subject-queries.ts';
import { BRIDGE_QUERIES } from './search-quality/bridge-queries.ts';
import { replaceSection } from './lib/markdown-report.ts';
import { englishWords } from '../src/build/vocabulary.ts';

const root = path.resolve(import.meta.dirname, '..');
const tuningOnly = process.argv.includes('--tuning');
if (tuningOnly && process.argv.includes('--write'))
  throw new Error('--tuning prints the tuning sets only; it never writes');
const { searchRecords } = await loadSite(root);

const engines: Array<[string, SearchFn]> = [
  ['Flarekit docs', ours(searchRecords, await englishWords())],
  ['Fumadocs set-up (Orama)', await fumadocsOrama(searchRecords)],
  ['VitePress set-up (MiniSearch)', vitepressMiniSearch(searchRecords)],
];

const tuningSets: Array<[string, readonly QualityQuery[]]> = [
  ['Reader set, tuning half', READER_QUERIES.filter((q) => q.half === 'tuning')],
  ['First set (tuning)', QUERIES],
  ['Task set (tuning)', TASK_QUERIES],
  ['Subject set (tuning)', SUBJECT_QUERIES],
  ['Bridge set (tuning)', BRIDGE_QUERIES],
];
const sets: Array<[string, readonly QualityQuery[]]> = [
  ...(tuningOnly ? [] : [['Fresh held-out set', FRESH_QUERIES] as [string, readonly QualityQuery[]]]),
  ['Reader set, held-out half', READER_QUERIES.filter((q) => q.half === 'held-out')],
  ...tuningSets,
];

/** Every engine's results for every query, asked once. */
const answers = new Map<string, Map<string, string[]>>();
for (const [name, search] of engines) {
  const results = new Map<string, string[]>();
  for (const [, queries] of sets)
    for (const { query } of queries) if (!results.has(query)) results.set(query, await search(query));
  answers.set(name, results);
}
const reportOf = (engine: string, queries: readonly QualityQuery[]): QualityReport =>
  evaluate(queries, (query) => answers.get(engine)!.get(query)!);

const fixed = (value: number) => value.toFixed(2);
const rank = (value: number | null) => (value === null ? '–' : String(value));
const countKinds = (queries: readonly QualityQuery[]) => {
  const kinds = [...new Set(queries.map((q) => q.kind))];
  return kinds.map((kind) => `${queries.filter((q) => q.kind === kind).length} ${kind}`).join(', ');
};

const lines: string[] = [];
for (const [title, queries] of sets) {
  lines.push(`**${title}**: ${queries.length} queries (${countKinds(queries)}).`, '');
  lines.push('| set-up | success@1 | MRR@5 | recall@5 | typos in top 3 |', '| --- | --- | --- | --- | --- |');
  for (const [name] of engines) {
    const report = reportOf(name, queries);
    const typos = report.outcomes.filter((o) => TYPO_KINDS.has(o.query.kind));
    const typoHits = typos.filter((o) => o.rank !== null && o.rank <= 3).length;
    lines.push(
      `| ${name} | ${fixed(report.success1)} | ${fixed(report.mrr5)} | ${fixed(report.recall5)} | ${typoHits}/${typos.length} |`,
    );
  }
  lines.push('');
}
// The fresh held-out set is given in figures only: its queries and their ranks stay unread, here and in BENCHMARKS.md,
// by whoever tunes the ranking next.
lines.push(
  `Records: ${searchRecords.length} of the 29 pages. Rank of the first page that answers each query of the tuning sets ` +
    'and the older held-out half (– = not in the results; the fresh set is given in figures only, above):',
  '',
);
const shortNames = engines.map(([name]) => name.split(' (')[0]);
lines.push(
  `| query | kind | half | ${shortNames.join(' | ')} |`,
  `| --- | --- | --- | ${engines.map(() => '---').join(' | ')} |`,
);
const perQuery: Array<[QualityQuery, string]> = [
  ...READER_QUERIES.filter((q) => !tuningOnly || q.half === 'tuning').map((q): [QualityQuery, string] => [q, q.half]),
  ...QUERIES.map((q): [QualityQuery, string] => [q, 'first set']),
  ...TASK_QUERIES.map((q): [QualityQuery, string] => [q, 'task set']),
  ...SUBJECT_QUERIES.map((q): [QualityQuery, string] => [q, 'subject set']),
  ...BRIDGE_QUERIES.map((q): [QualityQuery, string] => [q, 'bridge set']),
];
for (const [query, half] of perQuery) {
  const ranks = engines.map(([name]) => rank(reportOf(name, [query]).outcomes[0]!.rank));
  lines.push(`| \`${query.query.replaceAll('|', '\\|')}\` | ${query.kind} | ${half} | ${ranks.join(' | ')} |`);
}
const table = lines.join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  await replaceSection(path.join(root, 'BENCHMARKS.md'), 'search-quality', table);
  console.log('\nBENCHMARKS.md updated.');
}
