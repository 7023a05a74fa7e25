import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { mcpData, templateFiles } from '../../../../src/build/mcp-data.ts';
import { pageMarkdown } from '../../../../src/build/site-files.ts';
import { createApp } from '../../../../src/server/app.ts';
import { buildSearchIndex, loadSearchEngine } from '../../../../src/shared/search/engine.ts';
import { loadSite, SITE_ROOT } from '../../../helpers/site.ts';

/** The app with the real site's index and MCP data; static files are the pages' markdown. */
const site = await loadSite(SITE_ROOT);
const markdownFiles = new Map(site.pages.map((page) => [`/docs/${page._meta.path}.md`, pageMarkdown(page)]));
const app = createApp({
  engine: loadSearchEngine(buildSearchIndex(site.searchRecords)),
  serveStatic: (request) => {
    const file = markdownFiles.get(new URL(request.url).pathname);
    return file === undefined ? new Response('Not found', { status: 404 }) : new Response(file);
  },
  searchPageTemplate: '',
  mcp: mcpData(site, await templateFiles()),
});
const URL_ = 'http://docs.test/mcp';
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};

/** The JSON-RPC message of an answer, whether sent as JSON or as one server-sent event. */
async function message(response: Response): Promise<{ id?: unknown; result?: unknown; error?: { code: number } }> {
  const text = await response.text();
  const data = /^data: (.*)$/m.exec(text)?.[1] ?? text;
  return JSON.parse(data) as never;
}

describe('POST /mcp: bad input answers JSON-RPC errors, never a 500', () => {
  // Malformed JSON, a message that is not JSON-RPC, an unknown method or tool, GET, DELETE and a body over 64 KiB are
  // sent over real HTTP to the Node server and the Worker: e2e/server/mcp.spec.ts.
  const cases: Array<[string, RequestInit, number, number]> = [
    ['an empty batch', { method: 'POST', headers: HEADERS, body: '[]' }, 400, -32600],
    [
      'a tool call without a tool name',
      { method: 'POST', headers: HEADERS, body: '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}}' },
      200,
      -32602,
    ],
    [
      'arguments that are not an object',
      {
        method: 'POST',
        headers: HEADERS,
        body: '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"read_page","arguments":"a/b"}}',
      },
      200,
      -32602,
    ],
    ['PUT', { method: 'PUT', headers: HEADERS, body: '{}' }, 405, -32000],
    [
      'a client that does not accept JSON and event streams',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(INITIALIZE) },
      406,
      -32000,
    ],
    [
      'a body that is not JSON',
      { method: 'POST', headers: { ...HEADERS, 'Content-Type': 'text/plain' }, body: JSON.stringify(INITIALIZE) },
      415,
      -32000,
    ],
  ];
  for (const [name, init, status, code] of cases) {
    it(`${name} → ${status}, error ${code}`, async () => {
      const response = await app.request(URL_, init);
      expect(response.status).toBe(status);
      expect((await message(response)).error?.code).toBe(code);
    });
  }

  it('answers initialize', async () => {
    const response = await app.request(URL_, { method: 'POST', headers: HEADERS, body: JSON.stringify(INITIALIZE) });
    expect(response.status).toBe(200);
    expect((await message(response)).result).toMatchObject({
      protocolVersion: '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: 'flarekit-docs', version: '1.0.0' },
    });
  });
});

describe('the SDK’s own client, in both protocol eras', () => {
  // Listing the tools, read_page and create_command from a project's answers: e2e/server/mcp.spec.ts.
  for (const mode of ['legacy', 'auto'] as const) {
    it(`${mode}: calls the tools`, async () => {
      const client = new Client({ name: 'test', version: '1.0.0' }, { versionNegotiation: { mode } });
      const transport = new StreamableHTTPClientTransport(new URL(URL_), {
        fetch: async (url, init) => app.request(String(url), init),
      });
      await client.connect(transport);
      expect(client.getProtocolEra()).toBe(mode === 'legacy' ? 'legacy' : 'modern');
      const search = await client.callTool({ name: 'search_docs', arguments: { query: 'discord', limit: 2 } });
      expect(search.isError).toBeFalsy();
      expect((search.structuredContent as { results: unknown[] }).results).toHaveLength(2);

      const add = await client.callTool({ name: 'create_command', arguments: { project: 'api-no-db', add: 'db' } });
      expect(add.structuredContent).toMatchObject({
        from: 'api-no-db',
        template: 'api-no-auth',
        commands: { npm: 'npm create flarekit@latest add db', pnpm: 'pnpm create flarekit add db' },
      });
      const refused = await client.callTool({
        name: 'create_command',
        arguments: { project: 'api-no-db', add: 'auth' },
      });
      expect(refused.isError).toBe(true);
      expect((refused.content as Array<{ text: string }>)[0]!.text).toContain('create-flarekit add db, then');

      // A missing or invalid argument is a tool error the model can read and correct (MCP SEP-1303).
      const missing = await client.callTool({ name: 'search_docs', arguments: {} });
      expect(missing.isError).toBe(true);
      const invalid = await client.callTool({ name: 'read_page', arguments: { path: 'a/b', template: 'web' } });
      expect(invalid.isError).toBe(true);
      expect((invalid.content as Array<{ text: string }>)[0]!.text).toMatch(/template/);
      await expect(client.callTool({ name: 'delete_docs', arguments: {} })).rejects.toMatchObject({ code: -32602 });
      await client.close();
    });
  }
});
