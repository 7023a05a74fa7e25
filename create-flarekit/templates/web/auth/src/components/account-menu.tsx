import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { signOut, useSession } from '../lib/auth-client';

/** "Sign in" for visitors (not on the login page itself); the user's name and "Sign out" once signed in. */
export function AccountMenu() {
  const { data: session, isPending } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (isPending) return null;
  if (!session) {
    if (pathname === '/login') return null;
    return (
      <Button asChild size="sm">
        <Link to="/login">Sign in</Link>
      </Button>
    );
  }

  async function leave() {
    await signOut();
    // Nothing private stays on screen or in the cache after signing out.
    queryClient.clear();
    await navigate({ to: '/login' });
  }

  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-40 truncate text-sm text-muted-foreground sm:inline">{session.user.name}</span>
      <Button type="button" variant="outline" size="sm" onClick={leave}>
        Sign out
      </Button>
    </div>
  );
}
