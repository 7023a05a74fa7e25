/**
 * Words readers use interchangeably for one thing, searched and highlighted as one: typing any spelling of a group also
 * finds the others. Kept small and reviewed: a group joins only words that mean the same in these docs, never a broader
 * or narrower idea, because each entry widens every search that uses it. Several words in a spelling ("log in") are
 * matched in the query typed apart, joined by a hyphen or as one compound alike.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['login', 'log in', 'sign in', 'signin', 'auth'],
  ['signup', 'sign up', 'register', 'registration'],
  ['logout', 'log out', 'sign out', 'signout'],
  ['env', 'environment'],
  ['vars', 'variables'],
  ['db', 'database'],
  ['deploy', 'deployment', 'ship'],
  ['config', 'configuration'],
  ['repo', 'repository'],
  ['e2e', 'end to end'],
  ['catalog', 'catalogue'],
  ['fullstack', 'full stack'],
  ['realtime', 'real time'],
  ['rollback', 'roll back'],
  ['swagger', 'openapi'],
  ['directory', 'folder'],
];

/** A spelling's key: its words lowercased and joined by "-" ("Sign in", "sign-in" → "sign-in"). */
export function synonymKey(words: readonly string[]): string {
  return words.map((word) => word.toLowerCase()).join('-');
}

/** Each spelling as its words, by key, and the other spellings of its group. */
const GROUP_OF = new Map<string, readonly string[][]>();
for (const group of SYNONYM_GROUPS) {
  const spellings = group.map((spelling) => spelling.split(/[\s-]+/));
  for (const words of spellings) GROUP_OF.set(synonymKey(words), spellings);
}
/** The most words a spelling has. */
export const MAX_SYNONYM_WORDS = Math.max(...[...GROUP_OF.values()].flat().map((words) => words.length));

/** The other spellings of the group `key` (from `synonymKey`) belongs to, each as its words; [] when none. */
export function synonymsOf(key: string): string[][] {
  const group = GROUP_OF.get(key);
  return group ? group.filter((words) => synonymKey(words) !== key) : [];
}
