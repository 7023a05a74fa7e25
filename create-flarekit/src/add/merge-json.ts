/**
 * A package.json changed by you and by the feature, merged key by key where a line merge finds a conflict: two
 * dependencies added next to each other are two keys, not one overlapping block of lines. A key both sides changed
 * differently is still a conflict, and then the line merge's markers are what the file gets.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Keys package managers keep sorted by name. */
const SORTED = new Set(['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']);

const CONFLICT = Symbol('conflict');
const ABSENT = Symbol('absent');
type Merged = Json | typeof CONFLICT | typeof ABSENT;

function mergeValue(yours: Json | undefined, base: Json | undefined, target: Json | undefined, key = ''): Merged {
  if (same(yours, base)) return target === undefined ? ABSENT : target;
  if (same(target, base) || same(yours, target)) return yours === undefined ? ABSENT : yours;
  // An object the target drops (add web: the root's dependencies, now the API's): what you added to it stays.
  if (isObject(yours) && isObject(base) && target === undefined) {
    const left = mergeValue(yours, base, {}, key);
    return typeof left === 'object' && left !== null && !Array.isArray(left) && Object.keys(left).length === 0
      ? ABSENT
      : left;
  }
  if (!isObject(yours) || !isObject(target)) return CONFLICT;
  const from = isObject(base) ? base : {};
  const merged: JsonObject = {};
  // Your keys in your order, then the keys only the target has, each after the key it follows in the target.
  const keys = Object.keys(yours);
  for (const [index, added] of Object.keys(target).entries()) {
    if (keys.includes(added)) continue;
    const before = Object.keys(target)[index - 1];
    keys.splice(before === undefined ? 0 : keys.indexOf(before) + 1, 0, added);
  }
  for (const name of SORTED.has(key) ? keys.sort() : keys) {
    const value = mergeValue(yours[name], from[name], target[name], name);
    if (value === CONFLICT) return CONFLICT;
    if (value !== ABSENT) merged[name] = value;
  }
  return merged;
}

/** The merged package.json as text in your file's indentation, or undefined when a key conflicts or a side is no JSON. */
export function mergePackageJson(yours: string, base: string, target: string): string | undefined {
  let parsed: [Json, Json, Json];
  try {
    parsed = [JSON.parse(yours) as Json, JSON.parse(base) as Json, JSON.parse(target) as Json];
  } catch {
    return undefined;
  }
  const merged = mergeValue(...parsed);
  if (merged === CONFLICT || merged === ABSENT) return undefined;
  const indent = /^([ \t]+)"/m.exec(yours)?.[1] ?? '  ';
  return `${JSON.stringify(merged, null, indent)}\n`;
}
