/** Build outputs the Worker bundles (aliased in wrangler.jsonc to files under dist/). */
declare module 'flarekit-docs:search-index' {
  const index: object;
  export default index;
}

declare module 'flarekit-docs:search-page' {
  const html: string;
  export default html;
}
