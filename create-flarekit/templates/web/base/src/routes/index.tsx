import { createFileRoute, Link } from '@tanstack/react-router';
import { useExamples } from '../lib/examples';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const examples = useExamples();
  return (
    <div className="stack">
      <section>
        <h1>my-flarekit-app</h1>
        <p className="muted">A full-stack app on Cloudflare Workers: a Hono API and a React web app.</p>
        <Link to="/dashboard" className="button">
          Open your dashboard
        </Link>
      </section>
      {examples && (
        <ul className="cards">
          {examples.map((example) => (
            <li key={example.to}>
              <Link to={example.to} className="card">
                <h2>{example.title}</h2>
                <p>{example.text}</p>
              </Link>
            </li>
          ))}
          <li>
            <a href="/docs" className="card">
              <h2>API reference</h2>
              <p>Every route of the API in Swagger UI, from /api/openapi.json.</p>
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
