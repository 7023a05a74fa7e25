import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/about')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <section>
      <h1>About</h1>
      <p>Generated with Flarekit.</p>
    </section>
  );
}
