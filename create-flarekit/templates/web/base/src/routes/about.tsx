import { createFileRoute } from '@tanstack/react-router';
import { APP_NAME } from '@/lib/app-name';

export const Route = createFileRoute('/about')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <section className="max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">About</h1>
      <p className="text-muted-foreground">
        {APP_NAME} runs on Cloudflare Workers: a Hono API and a React web app, served from the same Worker.
      </p>
      <p className="text-muted-foreground">Generated with Flarekit.</p>
    </section>
  );
}
