/** Where the browser tests find the servers: the Node server (always started), and the Worker when WORKER_URL is set. */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 3210);
export const NODE_URL = `http://127.0.0.1:${NODE_PORT}`;
export const WORKER_URL = process.env.WORKER_URL;
/** The server under test: the Worker in the Worker run, else the Node server. */
export const BASE_URL = WORKER_URL ?? NODE_URL;
/**
 * The specs that exercise the server (tests/e2e/server/): HTTP answers, headers, redirects, markdown, /mcp, the forms it
 * answers, and search from the browser at both widths. The Worker run (scripts/test-worker.ts) runs only these: the rest
 * check the prerendered pages in the browser, the same files whichever server sends them. A spec outside this folder
 * that reads a server's answer fails a unit test (tests/unit/e2e-server-specs.test.ts).
 */
export const SERVER_SPECS_FOLDER = 'server';
