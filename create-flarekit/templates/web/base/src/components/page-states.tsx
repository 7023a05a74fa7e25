import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

/** An address with no page, or a route's `notFound()` (a post that does not exist): inside the app's layout. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-md space-y-4 py-12 text-center">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">There is no page at this address.</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}

/** A page whose data could not load (the API down, say): its message and a way to try again, inside the layout. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section className="mx-auto max-w-md space-y-4 py-12 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">{(error instanceof Error && error.message) || 'The page could not load.'}</p>
      <Button type="button" variant="outline" onClick={() => router.invalidate()}>
        Try again
      </Button>
    </section>
  );
}
