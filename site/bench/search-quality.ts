/**
 * `npm run bench:search-quality`: runs the query set (bench/search-quality/queries.ts) against the real content through
 * our engine, Orama set up as Fumadocs sets it up, and MiniSearch set up as VitePress sets it up; prints success@1,
 * MRR@5 and recall@5 side by side and a per-query table. With --write, also updates BENCHMARKS.md.
 */
import path from 'node:path';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import { fumadocsOrama, ours, vitepressMiniSearch, type SearchFn } from './search-quality/engines.ts';
import { evaluate, type QualityReport } from './search-quality/metrics.ts';
import { QUERIES } from './search-quality/queries.ts';
import { replaceSection } from './lib/markdown-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const { searchRecords } = await loadSite(root);

const engines: Array<[string, SearchFn]> = [
  ['Flarekit docs', ours(searchRecords)],
  ['Fumadocs set-up (Orama)', await fumadocsOrama(searchRecords)],
  ['VitePress set-up (MiniSearch)', vitepressMiniSearch(searchRecords)],
];

const reports: Array<[string, QualityReport]> = [];
for (const [name, search] of engines) {
  const results = new Map<string, string[]>();
  for (const { query } of QUERIES) results.set(query, await search(query));
  reports.push([name, evaluate(QUERIES, (query) => results.get(query)!)]);
}

const fixed = (value: number) => value.toFixed(2);
const rank = (value: number | null) => (value === null ? '–' : String(value));
const kinds = [...new Set(QUERIES.map((q) => q.kind))];

const lines: string[] = [];
lines.push(`${QUERIES.length} queries (${kinds.map((kind) => `${QUERIES.filter((q) => q.kind === kind).length} ${kind}`).join(', ')}) over ${searchRecords.length} records of the 29 pages.`, '');
lines.push('| set-up | success@1 | MRR@5 | recall@5 | one-typo queries in top 5 |', '| --- | --- | --- | --- | --- |');
for (const [name, report] of reports) {
  const typos = report.outcomes.filter((o) => o.query.kind === 'typo');
  const typoHits = typos.filter((o) => o.rank !== null && o.rank <= 5).length;
  lines.push(`| ${name} | ${fixed(report.success1)} | ${fixed(report.mrr5)} | ${fixed(report.recall5)} | ${typoHits}/${typos.length} |`);
}
lines.push('', 'Rank of the first page that answers each query (– = not in the results):', '');
lines.push(`| query | kind | ${reports.map(([name]) => name.split(' (')[0]).join(' | ')} |`, `| --- | --- | ${reports.map(() => '---').join(' | ')} |`);
for (const [index, query] of QUERIES.entries()) {
  lines.push(`| \`${query.query.replaceAll('|', '\\|')}\` | ${query.kind} | ${reports.map(([, report]) => rank(report.outcomes[index]!.rank)).join(' | ')} |`);
}
const table = lines.join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  await replaceSection(path.join(root, 'BENCHMARKS.md'), 'search-quality', table);
  console.log('\nBENCHMARKS.md updated.');
}
