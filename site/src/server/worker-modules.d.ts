/** Build outputs the Worker bundles: the index file by its path, the search page through an alias (wrangler.jsonc). */
declare module '*.bin' {
  /** dist/search-index.bin, bundled by wrangler as a Data module (the `rules` in wrangler.jsonc). */
  const index: ArrayBuffer;
  export default index;
}

declare module 'flarekit-docs:search-page' {
  const html: string;
  export default html;
}
