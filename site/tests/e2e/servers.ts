/**
 * Where the browser tests find the servers: the Node server (`npm start`) and the Worker (`wrangler dev`, workerd),
 * both started by Playwright (playwright.config.ts). The "worker" project runs the specs of SERVER_SPECS_FOLDER against
 * the Worker; every other project against the Node server.
 */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 3210);
export const NODE_URL = `http://127.0.0.1:${NODE_PORT}`;
export const WORKER_PORT = Number(process.env.WORKER_PORT ?? 8788);
export const WORKER_URL = `http://127.0.0.1:${WORKER_PORT}`;

/** Whether a test runs against the Worker (the "worker" project), read from its baseURL. */
export const onWorker = ({ baseURL }: { baseURL?: string }) => baseURL === WORKER_URL;

/**
 * The specs that exercise the server (tests/e2e/server/): HTTP answers, headers, redirects, markdown, /mcp, the forms it
 * answers, and search from the browser. The "worker" project runs only these: the rest check the prerendered pages in
 * the browser, the same files whichever server sends them. A spec outside this folder that reads a server's answer
 * fails a unit test (tests/unit/e2e-server-specs.test.ts).
 */
export const SERVER_SPECS_FOLDER = 'server';
