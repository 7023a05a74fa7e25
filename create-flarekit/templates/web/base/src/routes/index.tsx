import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, Info, ListTodo, LogIn, Newspaper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { APP_NAME } from '@/lib/app-name';
import { type Example, TAGLINE, useCallToAction, useExamples } from '@/lib/examples';

export const Route = createFileRoute('/')({
  component: HomePage,
});

const ICONS = { '/dashboard': ListTodo, '/posts': Newspaper, '/login': LogIn, '/about': Info } as const;

function HomePage() {
  const examples = useExamples();
  const action = useCallToAction();
  return (
    <div className="space-y-16">
      <section className="relative overflow-hidden rounded-2xl border bg-card px-6 py-14 text-center shadow-sm sm:px-12 sm:py-20">
        <div
          className="pointer-events-none absolute inset-x-0 -top-24 mx-auto h-48 max-w-lg rounded-full bg-brand/25 blur-3xl"
          aria-hidden="true"
        />
        <p className="relative mx-auto mb-6 w-fit rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
          Runs on Cloudflare Workers
        </p>
        <h1 className="relative text-4xl font-bold tracking-tight text-balance sm:text-5xl">{APP_NAME}</h1>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-muted-foreground">{TAGLINE}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          {action && (
            <Button asChild size="lg">
              <Link to={action.to}>
                {action.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <a href="/docs">
              <BookOpen aria-hidden="true" />
              API reference
            </a>
          </Button>
        </div>
      </section>
      {examples && (
        <section aria-labelledby="features" className="space-y-6">
          <h2 id="features" className="text-2xl font-semibold tracking-tight">
            What you can do here
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {examples.map((example) => (
              <li key={example.to}>
                <FeatureCard example={example} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function FeatureCard({ example }: { example: Example }) {
  const Icon = ICONS[example.to];
  return (
    <Link
      to={example.to}
      className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Card className="h-full wrap-anywhere transition-colors group-hover:border-foreground/25">
        <CardHeader>
          <span className="mb-2 flex size-9 items-center justify-center rounded-md bg-secondary" aria-hidden="true">
            <Icon className="size-5" />
          </span>
          <CardTitle>
            <h3>{example.title}</h3>
          </CardTitle>
          <CardDescription>{example.text}</CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}
