/** Where the browser tests find the servers: the Node server (always started), and the Worker when WORKER_URL is set. */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 3210);
export const NODE_URL = `http://127.0.0.1:${NODE_PORT}`;
export const WORKER_URL = process.env.WORKER_URL;
/** The server under test: the Worker in the Worker run, else the Node server. */
export const BASE_URL = WORKER_URL ?? NODE_URL;
