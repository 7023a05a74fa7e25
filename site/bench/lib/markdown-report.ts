import { readFile, writeFile } from 'node:fs/promises';

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
