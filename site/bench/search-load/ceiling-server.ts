/**
 * A reference for the load benchmark: Node's own HTTP server answering every request with the same 5 KiB of bytes (about
 * a compressed search answer), no framework, no search. What it sustains is the most this machine can do with the load
 * generator on the same cores. PORT, HOST; SIGTERM stops it.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

const BODY = randomBytes(5 * 1024);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': BODY.byteLength });
  response.end(BODY);
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
