import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { signOut, useSession } from '../lib/auth-client';

/** "Sign in" for visitors; the user's name and "Sign out" once signed in. */
export function AccountMenu() {
  const { data: session, isPending } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (isPending) return null;
  if (!session) {
    return (
      <div className="account">
        <Link to="/login" className="button">
          Sign in
        </Link>
      </div>
    );
  }

  async function leave() {
    await signOut();
    // Nothing private stays on screen or in the cache after signing out.
    queryClient.clear();
    await navigate({ to: '/login' });
  }

  return (
    <div className="account">
      <span className="account-name">{session.user.name}</span>
      <button type="button" className="button button-secondary" onClick={leave}>
        Sign out
      </button>
    </div>
  );
}
