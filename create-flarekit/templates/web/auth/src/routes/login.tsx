import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { getSession, signIn, signUp } from '../lib/auth-client';
import { type AuthFailure, authErrorMessage } from '../lib/auth-errors';

export const Route = createFileRoute('/login')({
  beforeLoad: async () => {
    const { data } = await getSession();
    if (data) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});

/** Reports a failed call's message, with the wait from Retry-After when sign-in is rate limited. */
function onError(setError: (message: string) => void) {
  return {
    onError: (context: { error: AuthFailure; response: Response }) =>
      setError(authErrorMessage(context.error, context.response.headers.get('Retry-After'))),
  };
}

function LoginPage() {
  const [error, setError] = useState<string>();

  return (
    <section className="stack narrow">
      <h1>Sign in</h1>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => signIn.social({ provider: 'discord', callbackURL: '/dashboard' }, onError(setError))}
      >
        Continue with Discord
      </button>
      {/* Email and password is on in development only (ENVIRONMENT=development in apps/api/.dev.vars). */}
      {import.meta.env.DEV && <EmailPasswordForm onError={setError} />}
    </section>
  );
}

function EmailPasswordForm({ onError: setError }: { onError: (message: string) => void }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const password = String(form.get('password'));
    setBusy(true);
    const { error } = creating
      ? await signUp.email({ name: String(form.get('name')), email, password }, onError(setError))
      : await signIn.email({ email, password }, onError(setError));
    setBusy(false);
    if (!error) await navigate({ to: '/dashboard' });
  }

  return (
    <>
      <p className="divider">or, in development only</p>
      <form className="form" onSubmit={submit}>
        {creating && (
          <div className="field">
            <label htmlFor="name">Name</label>
            <input id="name" name="name" type="text" autoComplete="name" maxLength={100} required />
          </div>
        )}
        <div className="field">
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete={creating ? 'new-password' : 'current-password'}
            minLength={8}
            required
            aria-describedby={creating ? 'password-rule' : undefined}
          />
          {creating && (
            <span id="password-rule" className="muted">
              At least 8 characters, with an uppercase letter and a digit.
            </span>
          )}
        </div>
        <button type="submit" className="button button-secondary" disabled={busy}>
          {creating ? 'Create account' : 'Sign in with email'}
        </button>
      </form>
      <p className="muted">
        {creating ? 'Already have an account? ' : 'No account yet? '}
        <button type="button" className="link-button" onClick={() => setCreating(!creating)}>
          {creating ? 'Sign in' : 'Create one'}
        </button>
      </p>
    </>
  );
}
