/** Build outputs the Worker bundles: the index file by its path, the search page and the MCP data through aliases (wrangler.jsonc). */
declare module '*.bin' {
  /** dist/search-index.bin, bundled by wrangler as a Data module (the `rules` in wrangler.jsonc). */
  const index: ArrayBuffer;
  export default index;
}

declare module 'flarekit-docs:search-page' {
  const html: string;
  export default html;
}

declare module 'flarekit-docs:mcp-data' {
  /** dist/mcp-data.json: McpData (src/shared/agents/mcp-data.ts). */
  const data: unknown;
  export default data;
}

/** The Worker's bindings (wrangler.jsonc), as workerd exposes them to every module. */
declare module 'cloudflare:workers' {
  export const env: {
    /** The static assets: dist/client. */
    ASSETS: { fetch(request: Request): Promise<Response> };
  };
}
