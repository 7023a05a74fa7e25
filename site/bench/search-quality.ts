/**
 * `npm run bench:search-quality`: runs the queries of bench/search-quality/queries.tsv against the real content through
 * our engine, Orama set up as Fumadocs sets it up, and MiniSearch set up as VitePress sets it up, and prints success@1,
 * MRR@5, recall@5 and misspellings in the top 3 per split and set: the held-out rows as figures only, never a query.
 * With --write, also puts those figures into BENCHMARKS.md.
 *
 * `npm run bench:search-tuning` (--tuning): while a ranking change is tried, only the tuning rows are searched and
 * printed, per set and then query by query (rank of the first page that answers each); the held-out rows are neither
 * searched nor printed.
 */
import path from 'node:path';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import { fumadocsOrama, ours, vitepressMiniSearch, type SearchFn } from './search-quality/engines.ts';
import { evaluate, type QualityReport } from './search-quality/metrics.ts';
import { rowsOf, SETS, TYPO_KINDS, type QueryRow } from './search-quality/queries.ts';
import { replaceSection } from './lib/markdown-report.ts';
import { englishWords } from '../src/build/vocabulary.ts';

const root = path.resolve(import.meta.dirname, '..');
const tuningOnly = process.argv.includes('--tuning');
if (tuningOnly && process.argv.includes('--write'))
  throw new Error('--tuning prints the tuning rows only; it never writes');
const { searchRecords } = await loadSite(root);

const engines: Array<[string, SearchFn]> = [
  ['Flarekit docs', ours(searchRecords, await englishWords())],
  ['Fumadocs set-up (Orama)', await fumadocsOrama(searchRecords)],
  ['VitePress set-up (MiniSearch)', vitepressMiniSearch(searchRecords)],
];

const sets = SETS.filter(({ split }) => !tuningOnly || split === 'tuning').map(({ set, split }) => ({
  title: `${set} (${split})`,
  rows: rowsOf(set, split),
}));

/** Every engine's results for every query, asked once. */
const answers = new Map<string, Map<string, string[]>>();
for (const [name, search] of engines) {
  const results = new Map<string, string[]>();
  for (const { rows } of sets)
    for (const { query } of rows) if (!results.has(query)) results.set(query, await search(query));
  answers.set(name, results);
}
const reportOf = (engine: string, rows: readonly QueryRow[]): QualityReport =>
  evaluate(rows, (query) => answers.get(engine)!.get(query)!);

const fixed = (value: number) => value.toFixed(2);
const lines: string[] = [
  `${searchRecords.length} records of the 29 pages. Each cell: success@1 / MRR@5 / recall@5, then the misspelt queries ` +
    'whose page is in the top 3. Held-out rows are given as figures only.',
  '',
  `| set (split) | queries | ${engines.map(([name]) => name).join(' | ')} |`,
  `| --- | --- | ${engines.map(() => '---').join(' | ')} |`,
];
for (const { title, rows } of sets) {
  const cells = engines.map(([name]) => {
    const report = reportOf(name, rows);
    const typos = report.outcomes.filter((o) => TYPO_KINDS.has(o.query.kind));
    const typoHits = typos.filter((o) => o.rank !== null && o.rank <= 3).length;
    const figures = `${fixed(report.success1)} / ${fixed(report.mrr5)} / ${fixed(report.recall5)}`;
    return typos.length > 0 ? `${figures} · ${typoHits}/${typos.length}` : figures;
  });
  lines.push(`| ${title} | ${rows.length} | ${cells.join(' | ')} |`);
}
const table = lines.join('\n');
console.log(table);

if (tuningOnly) {
  const shortNames = engines.map(([name]) => name.split(' (')[0]);
  const perQuery = [
    '',
    'Rank of the first page that answers each tuning query (– = not in the results):',
    '',
    `| query | kind | set | ${shortNames.join(' | ')} |`,
    `| --- | --- | --- | ${engines.map(() => '---').join(' | ')} |`,
  ];
  for (const { rows } of sets)
    for (const row of rows) {
      const ranks = engines.map(([name]) => reportOf(name, [row]).outcomes[0]!.rank ?? '–');
      perQuery.push(`| \`${row.query.replaceAll('|', '\\|')}\` | ${row.kind} | ${row.set} | ${ranks.join(' | ')} |`);
    }
  console.log(perQuery.join('\n'));
}

if (process.argv.includes('--write')) {
  await replaceSection(path.join(root, 'BENCHMARKS.md'), 'search-quality', table);
  console.log('\nBENCHMARKS.md updated.');
}
