import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <section>
      <h1>my-flarekit-app</h1>
      <p>A full-stack app on Cloudflare Workers: a Hono API and a React web app.</p>
      <Link to="/dashboard">Open your dashboard</Link>
    </section>
  );
}
