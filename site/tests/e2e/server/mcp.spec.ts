import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, test } from '@playwright/test';
import { QUERIES } from '../../../bench/search-quality/queries.ts';
import { annotationsIn } from '../agent-markdown.ts';
import { pages } from '../content.ts';

/**
 * The MCP endpoint over real HTTP, with the SDK's own client (`Client` + `StreamableHTTPClientTransport`): against the
 * Node server, and against the Worker (the "worker" project).
 */
test.skip(({ viewport }) => viewport!.width < 1024, 'server behaviour: once is enough');

let endpoint: URL;
test.beforeEach(({ baseURL }) => {
  endpoint = new URL('/mcp', baseURL);
});

async function connect(mode: 'legacy' | 'auto' = 'legacy'): Promise<Client> {
  const client = new Client({ name: 'flarekit-docs-tests', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  return client;
}

const textOf = (result: { content?: unknown }) => (result.content as Array<{ type: string; text: string }>)[0]!.text;

for (const mode of ['legacy', 'auto'] as const) {
  test(`${mode} client: initialize and the three read-only tools`, async () => {
    const client = await connect(mode);
    expect(client.getProtocolEra()).toBe(mode === 'legacy' ? 'legacy' : 'modern');
    expect(client.getServerVersion()).toMatchObject({ name: 'flarekit-docs' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'create_command']);
    for (const tool of tools) {
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(tool.description, tool.name).toBeTruthy();
    }
    const readPage = tools.find((tool) => tool.name === 'read_page')!;
    expect(readPage.inputSchema.required).toEqual(['path']);
    await client.close();
  });
}

test('search_docs answers the results of /api/search, in its order', async ({ request }) => {
  const client = await connect();
  for (const { query } of QUERIES.slice(0, 40)) {
    const api = (await (await request.get(`/api/search?query=${encodeURIComponent(query)}`)).json()) as Array<{
      metadata: { path: string };
    }>;
    const result = await client.callTool({ name: 'search_docs', arguments: { query, limit: 20 } });
    expect(result.isError, query).toBeFalsy();
    const { results } = result.structuredContent as { results: Array<{ url: string; pagePath: string }> };
    expect(
      results.map((entry) => new URL(entry.url).pathname + new URL(entry.url).hash),
      query,
    ).toEqual(api.map((entry) => entry.metadata.path));
  }
  const typo = await client.callTool({ name: 'search_docs', arguments: { query: 'authetnicaiton' } });
  expect(textOf(typo)).toMatch(/^No results for "authetnicaiton"\. Did you mean: .+\?$/);
  await client.close();
});

test('read_page answers every page’s markdown, as /docs/<page>.md serves it', async ({ request }) => {
  const client = await connect();
  for (const page of pages) {
    const file = await (await request.get(`${page.href}.md`)).text();
    const result = await client.callTool({ name: 'read_page', arguments: { path: page.href } });
    expect(result.isError, page.href).toBeFalsy();
    expect(textOf(result), page.href).toBe(file);
  }
  await client.close();
});

test('read_page keeps only the given template’s version of a step', async ({ request }) => {
  const client = await connect();
  const page = pages.find((candidate) => candidate.path === 'development/state-management')!;
  const file = await (await request.get(`${page.href}.md`)).text();
  const orval = 'Orval client (template `full-stack-orval`):';
  const rpc = 'RPC client (template `full-stack-rpc`):';
  expect(file).toContain(orval);
  expect(file).toContain(rpc);
  for (const [template, kept, dropped] of [
    ['full-stack-rpc', rpc, orval],
    ['full-stack-orval', orval, rpc],
  ] as const) {
    const result = await client.callTool({ name: 'read_page', arguments: { path: page.path, template } });
    const text = textOf(result);
    expect(text, template).toContain(kept);
    expect(text, template).not.toContain(dropped);
    expect(annotationsIn(text), template).toEqual([]);
    expect(text.length, template).toBeLessThan(file.length);
  }
  const unknown = await client.callTool({ name: 'read_page', arguments: { path: 'getting-started/nope' } });
  expect(unknown.isError).toBe(true);
  expect(textOf(unknown)).toContain('getting-started/quick-start');
  await client.close();
});

test('create_command answers the command in each package manager', async () => {
  const client = await connect();
  const result = await client.callTool({
    name: 'create_command',
    arguments: { name: 'shop', type: 'api-only', database: false, packageManager: 'pnpm', install: false },
  });
  expect(result.structuredContent).toEqual({
    template: 'api-no-db',
    name: 'shop',
    flags: '-y --type api-only --no-db --pm pnpm --no-install',
    commands: {
      npm: 'npm create flarekit@latest shop -- -y --type api-only --no-db --pm pnpm --no-install',
      yarn: 'yarn create flarekit shop -y --type api-only --no-db --pm pnpm --no-install',
      pnpm: 'pnpm create flarekit shop -y --type api-only --no-db --pm pnpm --no-install',
      bun: 'bun create flarekit shop -y --type api-only --no-db --pm pnpm --no-install',
    },
  });
  const refused = await client.callTool({ name: 'create_command', arguments: { type: 'api-only', client: 'rpc' } });
  expect(refused.isError).toBe(true);
  const badName = await client.callTool({ name: 'create_command', arguments: { name: 'My App' } });
  expect(badName.isError).toBe(true);
  await expect(client.callTool({ name: 'drop_database', arguments: {} })).rejects.toMatchObject({ code: -32602 });
  await client.close();
});

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const BAD_INPUT: Array<[string, { method: string; data?: string }, number, number]> = [
  ['malformed JSON', { method: 'POST', data: '{"jsonrpc":"2.0",' }, 400, -32700],
  ['not JSON-RPC', { method: 'POST', data: '{"hello":"world"}' }, 400, -32600],
  ['an unknown method', { method: 'POST', data: '{"jsonrpc":"2.0","id":1,"method":"docs/everything"}' }, 200, -32601],
  [
    'an unknown tool',
    { method: 'POST', data: '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x","arguments":{}}}' },
    200,
    -32602,
  ],
  ['GET', { method: 'GET' }, 405, -32000],
  ['DELETE', { method: 'DELETE' }, 405, -32000],
  ['a body over 64 KiB', { method: 'POST', data: `"${'x'.repeat(70_000)}"` }, 413, -32000],
];

for (const [name, { method, data }, status, code] of BAD_INPUT) {
  test(`/mcp: ${name} → ${status}, JSON-RPC error ${code}`, async ({ request }) => {
    // As bytes: Playwright would send a string with a JSON content type as a JSON string.
    const body = data === undefined ? undefined : Buffer.from(data);
    const response = await request.fetch('/mcp', { method, headers: HEADERS, data: body });
    expect(response.status()).toBe(status);
    const text = await response.text();
    const answer = JSON.parse(/^data: (.*)$/m.exec(text)?.[1] ?? text) as { jsonrpc: string; error: { code: number } };
    expect(answer.jsonrpc).toBe('2.0');
    expect(answer.error.code).toBe(code);
  });
}
