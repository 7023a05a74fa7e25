import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const BENCHMARKS = path.resolve(import.meta.dirname, '../../BENCHMARKS.md');

/**
 * Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a markdown file, so each benchmark script
 * regenerates its own part of BENCHMARKS.md and leaves the rest alone.
 */
export async function replaceSection(file: string, name: string, content: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = await readFile(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) throw new Error(`${file} has no ${start} … ${end} section`);
  await writeFile(file, `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`);
}

/** Prints a benchmark's section and, when the script was run with --write, puts it into BENCHMARKS.md. */
export async function report(name: string, markdown: string): Promise<void> {
  console.log(markdown);
  if (!process.argv.includes('--write')) return;
  await replaceSection(BENCHMARKS, name, markdown);
  console.log('\nBENCHMARKS.md updated.');
}
