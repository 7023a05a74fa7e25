import { swaggerUI } from '@hono/swagger-ui';
import { HTTPException } from 'hono/http-exception';
import { createAuth } from './lib/auth';
import { createRouter } from './lib/create-router';
import { apiRateLimit, signInRateLimit } from './middleware/rate-limit';
import { health } from './routes/health';
import { posts } from './routes/posts';
import { profile } from './routes/profile';
import { todos } from './routes/todos';
import { users } from './routes/users';

const app = createRouter();

// Rate limits: 5 sign-in attempts per 15 minutes, 100 API requests per minute (per client IP).
app.use('/api/auth/sign-in/*', signInRateLimit);
app.use('/api/*', apiRateLimit);

// Better Auth: sign-in, callback (/api/auth/callback/discord), session, sign-out.
app.on(['GET', 'POST'], '/api/auth/*', (c) => createAuth(c.env).handler(c.req.raw));

const routes = app
  .route('/health', health)
  .route('/api/todos', todos)
  .route('/api/posts', posts)
  .route('/api/users', users)
  .route('/api/profile', profile);

// OpenAPI document and Swagger UI.
app.doc31('/api/openapi.json', {
  openapi: '3.1.0',
  info: { title: 'my-flarekit-app API', version: '1.0.0' },
});
app.get('/docs', swaggerUI({ url: '/api/openapi.json' }));

app.notFound((c) => c.json({ error: 'Not found' }, 404));

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    return c.json({ error: err.message }, err.status);
  }
  console.error(err);
  return c.json({ error: 'Internal server error' }, 500);
});

/** The API's type, for the RPC client: `hc<AppType>('/')`. */
export type AppType = typeof routes;

export default app;
