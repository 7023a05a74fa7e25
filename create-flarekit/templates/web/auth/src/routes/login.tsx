import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession, signIn } from '../lib/auth-client';

export const Route = createFileRoute('/login')({
  beforeLoad: async () => {
    const { data } = await getSession();
    if (data) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});

function LoginPage() {
  return (
    <section>
      <h1>Sign in</h1>
      <button type="button" onClick={() => signIn.social({ provider: 'discord', callbackURL: '/dashboard' })}>
        Continue with Discord
      </button>
    </section>
  );
}
