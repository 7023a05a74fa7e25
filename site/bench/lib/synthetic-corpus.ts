/**
 * A synthetic documentation site for the scale benchmark: N pages shaped like the real ones (the real 29 pages average
 * 12 KB of markdown, 7 `##` and 3.5 `###` headings, 8 code blocks, 3 tables, 7 links to other pages, 1,700 words), written
 * as a content folder the build reads through CONTENT_ROOT: content/docs/<section>/<page>.md plus content/navigation.json.
 *
 * The text is drawn from a technical vocabulary with a Zipf-like distribution, and every page also introduces names of
 * its own (functions, config keys, environment variables, CLI flags, file names), so the vocabulary grows with the site
 * as a real one does. Links point at other generated pages and at their real heading anchors, so the build's link
 * checker passes. The output is deterministic for a given size (seeded random numbers).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSlugger } from '../../src/build/pipeline/slugger.ts';

/** mulberry32: a small seeded generator, so the same size always gives the same site. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  `the a of to and in is for that it on with as you your this be are by or from can an at use when each which
not will one all if its only so then also more than new any other same every after before into while where how what
request response route handler worker workers binding bindings database table column row query queries migration migrations
schema index cache cached caching token tokens session sessions user users role roles permission permissions account
accounts deploy deployment deployments build builds bundle bundles asset assets page pages component components hook hooks
state store stores event events stream streams message messages queue queues job jobs task tasks log logs metric metrics
trace traces error errors status code codes header headers body json text file files folder folders path paths config
configuration option options flag flags variable variables secret secrets key keys value values environment environments
local production preview staging test tests testing mock mocks fixture fixtures client clients server servers api apis
endpoint endpoints method methods parameter parameters argument arguments result results type types interface interfaces
function functions module modules package packages dependency dependencies version versions release releases update
updates upgrade install installs script scripts command commands terminal project projects template templates app apps
frontend backend full stack edge network region regions latency throughput limit limits rate quota quotas storage
bucket buckets object objects upload uploads download downloads image images email emails notification notifications
webhook webhooks callback callbacks redirect redirects domain domains certificate certificates dns record records
pagination page cursor offset filter filters sort order search searches result validation validator validators schema
zod drizzle hono react vite wrangler cloudflare durable kv r2 d1 sqlite postgres sql select insert delete where join
transaction transactions batch batches retry retries timeout timeouts backoff idempotent idempotency key consistency
read write reads writes replica replicas primary secondary snapshot snapshots backup backups restore rollback point time
travel audit trail soft delete archive archived draft published visibility public private internal external service
services provider providers adapter adapters plugin plugins middleware middlewares guard guards policy policies cors csrf
cookie cookies origin origins preflight credential credentials password hash hashing salt encrypt decrypt sign signature
verify verification refresh expire expiry lifetime duration minute minutes second seconds hour hours day days week
create read update list get set add remove replace merge split parse format serialize deserialize encode decode
compress decompress render rendering hydrate hydration prerender route routes router navigation link links anchor
heading headings section sections paragraph table tables column columns cell cells layout layouts theme themes dark
light style styles class classes element elements attribute attributes property properties event listener listeners
focus keyboard shortcut shortcuts accessible accessibility screen reader label labels button buttons input inputs form
forms submit submission field fields error message required optional default defaults fallback fallbacks example
examples guide guides tutorial reference overview introduction quick start getting started concepts architecture design
pattern patterns practice practices performance memory cpu bundle size startup cold warm isolate isolates runtime
node typescript javascript compile compiler compiled emit types generic generics inference infer strict mode lint
linting format formatting prettier eslint vitest playwright coverage snapshot assertion assertions expect suite suites
ci pipeline pipelines github actions workflow workflows branch branches commit commits pull merge review reviews tag tags
monitor monitoring alert alerts dashboard dashboards tail analytics observability sample sampling percent percentile`
    .split(/\s+/)
    .filter(Boolean);

const VERBS = [
  'create',
  'update',
  'list',
  'get',
  'delete',
  'sync',
  'load',
  'fetch',
  'validate',
  'parse',
  'build',
  'render',
  'send',
  'verify',
  'archive',
  'restore',
];
const NOUNS = [
  'user',
  'session',
  'todo',
  'invoice',
  'project',
  'member',
  'team',
  'token',
  'upload',
  'report',
  'webhook',
  'order',
  'comment',
  'event',
  'role',
  'device',
  'channel',
  'plan',
  'quota',
  'tenant',
];
const TITLE_WORDS = [
  'Configuring',
  'Deploying',
  'Testing',
  'Securing',
  'Scaling',
  'Monitoring',
  'Migrating',
  'Caching',
  'Streaming',
  'Validating',
  'Indexing',
  'Paginating',
  'Authorizing',
  'Logging',
  'Debugging',
  'Versioning',
  'Seeding',
  'Backing up',
  'Routing',
  'Rendering',
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** Zipf-like pick: low indexes (common words) far more often than the tail. */
function zipf<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(list.length * next() ** 2.2)]!;
}

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);

interface PagePlan {
  section: string;
  name: string;
  title: string;
  headings: Array<{ depth: 2 | 3; text: string; slug: string }>;
  /** Names this page introduces: identifiers, env vars, flags, files. */
  terms: { fn: string; env: string; flag: string; file: string; key: string; topic: string };
}

export interface SyntheticSite {
  pages: number;
  sections: number;
  /** Bytes of markdown written. */
  markdownBytes: number;
  /** Queries for load tests, built from the site's own words (keywords, identifiers, typos, prefixes). */
  queries: string[];
}

function planPages(count: number, next: () => number): PagePlan[] {
  const sectionCount = Math.max(1, Math.round(count / 50));
  const plans: PagePlan[] = [];
  for (let index = 0; index < count; index++) {
    const sectionIndex = index % sectionCount;
    const section = `area-${String(sectionIndex + 1).padStart(3, '0')}-${WORDS[60 + (sectionIndex % 200)]!.replace(/[^a-z0-9]/g, '')}`;
    const noun = pick(next, NOUNS);
    const verb = pick(next, VERBS);
    const topic = `${zipf(next, WORDS.slice(60))}-${index.toString(36)}`;
    const name = `${verb}-${noun}-${index.toString(36)}`;
    const title = `${pick(next, TITLE_WORDS)} ${noun} ${zipf(next, WORDS.slice(60))} (${index.toString(36)})`;
    const terms = {
      fn: `${verb}${capitalize(noun)}${capitalize(index.toString(36))}`,
      env: `${noun.toUpperCase()}_${zipf(next, WORDS.slice(60))
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')}_${index.toString(36).toUpperCase()}`,
      flag: `--${verb}-${noun}-${index.toString(36)}`,
      file: `src/${noun}s/${verb}-${index.toString(36)}.ts`,
      key: `${noun}_${verb}_${index.toString(36)}`,
      topic,
    };
    const slug = createSlugger();
    const headings: PagePlan['headings'] = [];
    const h2Count = 5 + Math.floor(next() * 5);
    for (let h = 0; h < h2Count; h++) {
      const text = `${capitalize(zipf(next, WORDS.slice(60)))} ${zipf(next, WORDS.slice(60))} ${h + 1}`;
      headings.push({ depth: 2, text, slug: slug(text) });
      if (next() < 0.45) {
        const sub = `${capitalize(zipf(next, WORDS.slice(60)))} ${terms.key} ${h + 1}`;
        headings.push({ depth: 3, text: sub, slug: slug(sub) });
      }
    }
    plans.push({ section, name, title, headings, terms });
  }
  return plans;
}

function sentence(next: () => number, terms: PagePlan['terms'], other: PagePlan | undefined): string {
  const length = 8 + Math.floor(next() * 18);
  const words: string[] = [];
  for (let w = 0; w < length; w++) {
    const roll = next();
    if (roll < 0.03) words.push(`\`${terms.fn}\``);
    else if (roll < 0.045) words.push(`\`${terms.env}\``);
    else if (roll < 0.055) words.push(`\`${terms.flag}\``);
    else if (roll < 0.06) words.push(terms.topic);
    else words.push(zipf(next, WORDS));
  }
  let text = words.join(' ');
  if (other && next() < 0.12) text += ` (see [${other.title}](/docs/${other.section}/${other.name}))`;
  return `${capitalize(text)}.`;
}

function paragraph(next: () => number, plan: PagePlan, plans: readonly PagePlan[]): string {
  const count = 2 + Math.floor(next() * 4);
  const lines: string[] = [];
  for (let s = 0; s < count; s++) lines.push(sentence(next, plan.terms, pick(next, plans)));
  return lines.join(' ');
}

function codeBlock(next: () => number, plan: PagePlan): string {
  const { fn, env, key, file, flag } = plan.terms;
  const kind = next();
  if (kind < 0.4) {
    return [
      `\`\`\`ts title="${file}"`,
      `import { Hono } from 'hono';`,
      '',
      `export interface ${capitalize(key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()))}Input {`,
      `  id: string;`,
      `  ${zipf(next, NOUNS)}Id: string;`,
      `  limit?: number;`,
      '}',
      '',
      `export async function ${fn}(input: { id: string; limit?: number }): Promise<Response> {`,
      `  const limit = input.limit ?? ${10 + Math.floor(next() * 90)};`,
      `  const rows = await Promise.resolve([{ id: input.id, ${zipf(next, NOUNS)}: '${zipf(next, WORDS.slice(60))}' }]);`,
      `  return Response.json({ rows: rows.slice(0, limit), next: null });`,
      '}',
      '',
      `export const routes = new Hono().get('/api/${plan.name}/:id', (c) => ${fn}({ id: c.req.param('id') }));`,
      '```',
    ].join('\n');
  }
  if (kind < 0.6) return ['```npm', `npm run ${plan.name.split('-')[0]} -- ${flag}`, '```'].join('\n');
  if (kind < 0.8) {
    return [
      '```sh',
      `export ${env}="${zipf(next, WORDS.slice(60))}"`,
      `npx wrangler d1 execute ${key} --local --command "SELECT * FROM ${key} LIMIT 5"`,
      '```',
    ].join('\n');
  }
  return [
    '```json',
    '{',
    `  "name": "${plan.name}",`,
    `  "${key}": { "enabled": true, "limit": ${Math.floor(next() * 1000)}, "mode": "${zipf(next, WORDS.slice(60))}" },`,
    `  "vars": { "${env}": "${zipf(next, WORDS.slice(60))}" }`,
    '}',
    '```',
  ].join('\n');
}

function table(next: () => number, plan: PagePlan): string {
  const rows = 3 + Math.floor(next() * 5);
  const lines = ['| option | default | what it does |', '| --- | --- | --- |'];
  for (let r = 0; r < rows; r++) {
    lines.push(
      `| \`${plan.terms.key}_${r}\` | \`${zipf(next, WORDS.slice(60))}\` | ${sentence(next, plan.terms, undefined).replace(/\|/g, '')} |`,
    );
  }
  return lines.join('\n');
}

function renderPage(plan: PagePlan, plans: readonly PagePlan[], next: () => number): string {
  const parts: string[] = [];
  const summary = `How to ${pick(next, VERBS)} ${plan.terms.topic} ${zipf(next, WORDS.slice(60))}s with ${plan.terms.fn} and the ${plan.terms.flag} flag.`;
  parts.push('---', `title: ${JSON.stringify(plan.title)}`, `summary: ${JSON.stringify(summary)}`, '---', '');
  parts.push(paragraph(next, plan, plans), '');
  for (const [index, heading] of plan.headings.entries()) {
    parts.push(`${'#'.repeat(heading.depth)} ${heading.text}`, '');
    parts.push(paragraph(next, plan, plans), '');
    if (next() < 0.85) parts.push(codeBlock(next, plan), '');
    if (next() < 0.5) parts.push(paragraph(next, plan, plans), '');
    if (index % 3 === 1) parts.push(table(next, plan), '');
    if (next() < 0.25) {
      const target = pick(next, plans);
      const anchor = pick(next, target.headings);
      parts.push(
        `- See [${anchor.text}](/docs/${target.section}/${target.name}#${anchor.slug}) for the details.`,
        `- Set \`${plan.terms.env}\` before you run \`${plan.terms.flag}\`.`,
        '',
      );
    }
    if (next() < 0.08)
      parts.push(`> [!${pick(next, ['NOTE', 'TIP', 'WARNING'])}]`, `> ${sentence(next, plan.terms, undefined)}`, '');
  }
  return parts.join('\n');
}

/** Writes a site of `pageCount` pages under `root` (root/content/…), ready for `CONTENT_ROOT=root npm run build`. */
export async function writeSyntheticSite(root: string, pageCount: number, seed = 20261122): Promise<SyntheticSite> {
  const next = random(seed + pageCount);
  const plans = planPages(pageCount, next);
  let markdownBytes = 0;
  const sections = new Map<string, string[]>();
  for (const plan of plans) {
    const markdown = renderPage(plan, plans, next);
    markdownBytes += Buffer.byteLength(markdown);
    const folder = path.join(root, 'content', 'docs', plan.section);
    if (!sections.has(plan.section)) {
      sections.set(plan.section, []);
      await mkdir(folder, { recursive: true });
    }
    sections.get(plan.section)!.push(plan.name);
    await writeFile(path.join(folder, `${plan.name}.md`), markdown);
  }
  const categories = Object.fromEntries(
    [...sections].map(([key, items], order) => [
      key,
      { title: capitalize(key.replace(/-/g, ' ')), order: order + 1, items },
    ]),
  );
  await writeFile(path.join(root, 'content', 'navigation.json'), `${JSON.stringify({ categories }, null, 2)}\n`);

  // Queries from the site's own words: common keywords, two-word queries, identifiers, flags, env vars, typos, prefixes.
  const queryRandom = random(seed);
  const queries: string[] = [];
  for (let q = 0; q < 76; q++) {
    const plan = pick(queryRandom, plans);
    const word = zipf(queryRandom, WORDS.slice(60));
    const kind = q % 8;
    if (kind === 0) queries.push(word);
    else if (kind === 1) queries.push(`${word} ${zipf(queryRandom, WORDS.slice(60))}`);
    else if (kind === 2) queries.push(`how do I ${pick(queryRandom, VERBS)} a ${pick(queryRandom, NOUNS)}`);
    else if (kind === 3)
      queries.push(word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : `${word}s`); // one typo
    else if (kind === 4)
      queries.push(word.slice(0, Math.max(3, word.length - 3))); // a word being typed
    else if (kind === 5) queries.push(plan.terms.flag);
    else if (kind === 6) queries.push(plan.terms.env);
    else queries.push(plan.terms.fn);
  }
  return { pages: pageCount, sections: sections.size, markdownBytes, queries };
}
