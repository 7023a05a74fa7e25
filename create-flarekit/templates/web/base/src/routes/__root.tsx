import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { SiteHeader } from '../components/site-header';
import { Toaster } from '../components/toaster';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <SiteHeader />
      <main className="page">
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}

function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p className="muted">There is no page at this address.</p>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
