/**
 * POST /mcp: the documentation as an MCP server (streamable HTTP, JSON-RPC 2.0), on the official TypeScript SDK's
 * web-standard handler, so the Node server and the Worker serve it alike. Stateless: each request gets a fresh server
 * from the factory, which serves both the 2025 clients (`initialize` first) and 2026-07-28 ones. Three read-only tools:
 * search_docs, read_page and create_command. Malformed JSON, an unknown method or tool, a GET or a DELETE are answered
 * with JSON-RPC errors by the SDK; a tool's argument that fails its schema is a tool error (`isError`), which the
 * model reads and corrects, as the MCP specification asks (SEP-1303).
 */
import { createMcpHandler, McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import { FEATURES } from 'create-flarekit/add/features';
import { API_CLIENTS, flagValuesInWords, PROJECT_TYPES, type TemplateId } from 'create-flarekit/compose/templates';
import * as z from 'zod/v4';
import type { McpData } from '../../shared/agents/mcp-data.ts';
import { PACKAGE_MANAGERS } from '../../shared/package-managers.ts';
import type { SearchEngine } from '../../shared/search/engine.ts';
import { MAX_QUERY_LENGTH } from '../../shared/search/query.ts';
import { createCommand, createCommandText, projectNamePattern } from '../../shared/agents/create-command.ts';
import { addCommand, addCommandText } from './add-command.ts';
import { readPage, type ReadMarkdown } from './read-page.ts';
import { SEARCH_RESULTS, searchAnswerText, searchDocs } from './search-docs.ts';

export interface DocsMcpOptions {
  engine: SearchEngine;
  data: McpData;
  readMarkdown: ReadMarkdown;
}

/** A request body this large is not a tool call of these tools: refused with 413 before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

function toolError(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** The tools' argument schemas, made once (the server instance is made per request). */
function schemas(data: McpData) {
  const templateIds = data.templates.map((template) => template.id) as [string, ...string[]];
  return {
    search: z.object({
      query: z.string().max(MAX_QUERY_LENGTH).describe('Words to search for, as a reader would type them'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(SEARCH_RESULTS.max)
        .optional()
        .describe(`How many results, best first (default ${SEARCH_RESULTS.default})`),
    }),
    page: z.object({
      path: z
        .string()
        .min(1)
        .max(300)
        .describe('The page: "getting-started/quick-start", its URL, or the read_page path of a search result'),
      template: z
        .enum(templateIds)
        .optional()
        .describe(
          'The project the reader has: where the page shows a step for several templates, keep only this one’s ' +
            '(left out: every version, each block naming its template)',
        ),
    }),
    create: z.object({
      name: z
        .string()
        .regex(projectNamePattern(data.create.nameMaxLength))
        .optional()
        .describe(`The project name (default ${data.create.defaultName}): ${data.create.nameRule}`),
      type: z.enum(PROJECT_TYPES).optional().describe(flagValuesInWords('type')),
      client: z
        .enum(API_CLIENTS)
        .optional()
        .describe(
          'The web app’s API client: orval (default, generated from OpenAPI) or rpc (Hono RPC); full stack only',
        ),
      database: z.boolean().optional().describe('Include D1 with Drizzle (default true)'),
      auth: z
        .boolean()
        .optional()
        .describe('Include Discord sign-in with Better Auth (default true; needs the database)'),
      packageManager: z
        .enum(PACKAGE_MANAGERS)
        .optional()
        .describe('The package manager that installs the project (default: the one that runs the command)'),
      git: z.boolean().optional().describe('Initialise a git repository (default true)'),
      install: z.boolean().optional().describe('Install dependencies (default true)'),
      add: z
        .enum(FEATURES)
        .optional()
        .describe(
          `Instead of creating a project: the feature to add to an existing one (${FEATURES.join(', ')}); give ` +
            'project too',
        ),
      project: z
        .enum(templateIds)
        .optional()
        .describe('With add: the template of the existing project, as its flarekit.json names it'),
    }),
  };
}

/** The MCP endpoint as a web-standard handler: `(request) => Promise<Response>`. */
export function createDocsMcp({ engine, data, readMarkdown }: DocsMcpOptions) {
  const input = schemas(data);
  const handler = createMcpHandler(
    ({ requestInfo }) => {
      const origin = new URL(requestInfo?.url ?? 'http://localhost').origin;
      const server = new McpServer(
        { name: 'flarekit-docs', title: 'Flarekit documentation', version: data.version },
        {
          instructions:
            'The Flarekit documentation (create-flarekit: full-stack TypeScript apps on Cloudflare Workers). ' +
            'search_docs finds pages and sections; read_page returns a page as markdown, resolved for the reader’s ' +
            'template; create_command gives the exact create command for a set of choices.',
        },
      );
      server.registerTool(
        'search_docs',
        {
          title: 'Search the documentation',
          description:
            'Search the Flarekit documentation with the site’s own search (the same ranking as the search box). ' +
            'Answers the best sections with a snippet and the page path to give read_page.',
          inputSchema: input.search,
          annotations: READ_ONLY,
        },
        ({ query, limit }): CallToolResult => {
          const answer = searchDocs(engine, query, limit ?? SEARCH_RESULTS.default, origin);
          if ('error' in answer) return toolError(answer.error);
          return {
            content: [{ type: 'text', text: searchAnswerText(answer) }],
            structuredContent: { ...answer },
          };
        },
      );
      server.registerTool(
        'read_page',
        {
          title: 'Read a page as markdown',
          description:
            'A Flarekit documentation page as markdown. Every code sample on it is checked against the project the ' +
            'CLI generates. Give template (one of the nine template ids, as in flarekit.json) to get the page for ' +
            'that project: where the page shows a step for two templates, only that template’s version is kept.',
          inputSchema: input.page,
          annotations: READ_ONLY,
        },
        async ({ path, template }): Promise<CallToolResult> => {
          const answer = await readPage(data, readMarkdown, { path, template }, origin);
          if (!answer.ok) return toolError(answer.error);
          return { content: [{ type: 'text', text: answer.markdown }] };
        },
      );
      server.registerTool(
        'create_command',
        {
          title: 'The create command for a project',
          description:
            'The exact `create flarekit` command, for npm, yarn, pnpm and bun, that creates the project with these ' +
            'choices without asking a question; and the template it selects. Each choice left out takes the default. ' +
            'With add and project: the command that adds that feature to an existing project (run inside it), and ' +
            'the template the project becomes.',
          inputSchema: input.create,
          annotations: READ_ONLY,
        },
        ({ add, project, ...choices }): CallToolResult => {
          if (add !== undefined || project !== undefined) {
            if (add === undefined || project === undefined)
              return toolError(
                'add and project go together: add is the feature, project the template id in the project’s flarekit.json.',
              );
            const added = addCommand(data, project as TemplateId, add);
            if (!added.ok) return toolError(added.error);
            return {
              content: [{ type: 'text', text: addCommandText(added.answer) }],
              structuredContent: { ...added.answer },
            };
          }
          const result = createCommand(data, choices);
          if (!result.ok) return toolError(result.error);
          return {
            content: [{ type: 'text', text: createCommandText(result.answer) }],
            structuredContent: { ...result.answer },
          };
        },
      );
      return server;
    },
    { maxRequestBodySize: MAX_BODY_BYTES },
  );
  return (request: Request) => handler.fetch(request);
}
