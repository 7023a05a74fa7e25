import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <section>
      <h1>my-app</h1>
      <p>A full-stack app on Cloudflare Workers: Hono, React, D1 and Drizzle.</p>
      <Link to="/dashboard">Open your dashboard</Link>
    </section>
  );
}
