import { createRouter } from './lib/create-router';
import { errorHandler } from './lib/error-handler';
import { notFound } from './lib/not-found';
import { apiRateLimit } from './middleware/rate-limit';
import { apiDocs } from './routes/api-docs';
import { health } from './routes/health';
import { posts } from './routes/posts';
import { todos } from './routes/todos';

const app = createRouter();

// Rate limit: 100 API requests per minute per client (an IPv6 client by its /64) and isolate.
app.use('/api/*', apiRateLimit);

const routes = app.route('/health', health).route('/api/todos', todos).route('/api/posts', posts);

// OpenAPI document, and Swagger UI at /docs (served from this Worker, no CDN).
app.doc31('/api/openapi.json', {
  openapi: '3.1.0',
  info: { title: 'my-flarekit-app API', version: '1.0.0' },
});
app.route('/docs', apiDocs);

app.notFound(notFound);

app.onError(errorHandler);

/** The API's type, for the RPC client: `hc<AppType>('/')`. */
export type AppType = typeof routes;

export default app;
