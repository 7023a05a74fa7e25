/** @pkgjs/parseargs ships no types; it is the polyfill of node:util's parseArgs, with the same signature. */
declare module '@pkgjs/parseargs' {
  export { parseArgs } from 'node:util';
}
