import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { APP_NAME } from '@/lib/app-name';
import { getSession, signIn, signUp } from '../lib/auth-client';
import { type AuthFailure, authErrorMessages } from '../lib/auth-errors';
import { useSignInMethods } from '../lib/sign-in-methods';

export const Route = createFileRoute('/login')({
  beforeLoad: async () => {
    const { data } = await getSession();
    if (data) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});

type ShowErrors = (messages: string[]) => void;

/** Reports a failed call's messages, with the wait from Retry-After when sign-in is rate limited. */
function onError(setErrors: ShowErrors) {
  return {
    onError: (context: { error: AuthFailure; response: Response }) =>
      setErrors(authErrorMessages(context.error, context.response.headers.get('Retry-After'))),
  };
}

function LoginPage() {
  const [errors, setErrors] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const methods = useSignInMethods();
  // Email and password is on in development only (ENVIRONMENT=development in apps/api/.dev.vars).
  const emailForm = import.meta.env.DEV;
  // The way that works comes first: email and password while Discord is not configured, Discord once it is.
  const emailFirst = emailForm && methods.data?.emailPassword === true && !methods.data.discord;

  const discord = (
    <Button
      type="button"
      variant={emailFirst ? 'outline' : 'default'}
      className="w-full"
      onClick={() => signIn.social({ provider: 'discord', callbackURL: '/dashboard' }, onError(setErrors))}
    >
      Continue with Discord
    </Button>
  );
  const form = (
    <EmailPasswordForm
      primary={emailFirst}
      creating={creating}
      onToggle={() => {
        setCreating(!creating);
        setErrors([]);
      }}
      onError={setErrors}
    />
  );

  return (
    <div className="mx-auto max-w-sm">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">{creating ? 'Create an account' : 'Sign in'}</h1>
          </CardTitle>
          <CardDescription>
            {creating ? 'Your name, email and a password.' : `Welcome back to ${APP_NAME}.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {errors.length > 0 && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>
                {errors.length === 1 ? (
                  <p>{errors[0]}</p>
                ) : (
                  <ul className="list-disc space-y-1 pl-4">
                    {errors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </AlertDescription>
            </Alert>
          )}
          {methods.isPending ? null : emailFirst ? (
            <>
              {form}
              <Divider>or</Divider>
              {discord}
            </>
          ) : (
            <>
              {discord}
              {emailForm && (
                <>
                  <Divider>or, in development only</Divider>
                  {form}
                </>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Divider({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      {children}
    </p>
  );
}

function EmailPasswordForm({
  primary,
  creating,
  onToggle,
  onError: setErrors,
}: {
  primary: boolean;
  creating: boolean;
  onToggle: () => void;
  onError: ShowErrors;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const password = String(form.get('password'));
    setBusy(true);
    const { error } = creating
      ? await signUp.email({ name: String(form.get('name')), email, password }, onError(setErrors))
      : await signIn.email({ email, password }, onError(setErrors));
    setBusy(false);
    if (!error) await navigate({ to: '/dashboard' });
  }

  return (
    <div className="space-y-4">
      <form className="space-y-4" onSubmit={submit}>
        {creating && (
          <div className="space-y-2">
            <Label htmlFor="name">Name</Label>
            <Input id="name" name="name" type="text" autoComplete="name" maxLength={100} required />
          </div>
        )}
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete={creating ? 'new-password' : 'current-password'}
            minLength={8}
            required
            aria-describedby={creating ? 'password-rule' : undefined}
          />
          {creating && (
            <p id="password-rule" className="text-xs text-muted-foreground">
              At least 8 characters, with an uppercase letter and a digit.
            </p>
          )}
        </div>
        <Button type="submit" variant={primary ? 'default' : 'secondary'} className="w-full" disabled={busy}>
          {creating ? 'Create account' : 'Sign in with email'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {creating ? 'Already have an account? ' : 'No account yet? '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onToggle}>
          {creating ? 'Sign in' : 'Create one'}
        </Button>
      </p>
    </div>
  );
}
