import { createAuth } from './lib/auth';
import { isDevelopment } from './lib/auth-config';
import { createRouter } from './lib/create-router';
import { errorHandler } from './lib/error-handler';
import { notFound } from './lib/not-found';
import { requireAuthConfig, requireDevelopment, requireDiscordConfig, validateSignUp } from './middleware/auth-checks';
import { apiRateLimit, devSignInRateLimit, signInRateLimit } from './middleware/rate-limit';
import { apiDocs } from './routes/api-docs';
import { health } from './routes/health';
import { posts } from './routes/posts';
import { profile } from './routes/profile';
import { signInMethodsRoute } from './routes/sign-in-methods';
import { todos } from './routes/todos';
import { users } from './routes/users';

const app = createRouter();

// Rate limits per client (an IPv6 client by its /64) and isolate: 100 API requests per minute; 5 sign-in attempts
// per 15 minutes (per minute in development, so a local developer is never locked out for long).
app.use('/api/auth/sign-in/*', (c, next) => (isDevelopment(c.env) ? devSignInRateLimit : signInRateLimit)(c, next));
app.use('/api/*', apiRateLimit);

// Configuration problems answer with the variable to set, before Better Auth runs.
app.use('/api/auth/*', requireAuthConfig);
app.post('/api/auth/sign-in/social', requireDiscordConfig);
app.post('/api/auth/sign-in/email', requireDevelopment);
app.post('/api/auth/sign-up/email', requireDevelopment, validateSignUp);

// Better Auth: sign-in, callback (/api/auth/callback/discord), session, sign-out.
app.on(['GET', 'POST'], '/api/auth/*', (c) => createAuth(c.env).handler(c.req.raw));

const routes = app
  .route('/health', health)
  .route('/api/todos', todos)
  .route('/api/posts', posts)
  .route('/api/users', users)
  .route('/api/profile', profile)
  .route('/api/sign-in-methods', signInMethodsRoute);

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
