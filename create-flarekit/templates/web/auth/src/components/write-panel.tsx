import { Link } from '@tanstack/react-router';
import { useSession } from '../lib/auth-client';
import { usePostComposer } from '../lib/use-post-composer';
import { PostComposer } from './post-composer';

/** Signed-in users write posts and publish their drafts; visitors are asked to sign in. */
export function WritePanel() {
  const { data: session, isPending } = useSession();
  if (isPending) return null;
  if (!session) {
    return (
      <p className="rounded-lg border border-dashed py-6 text-center text-sm text-muted-foreground">
        <Link to="/login" className="font-medium text-foreground underline underline-offset-4">
          Sign in
        </Link>{' '}
        to write a post.
      </p>
    );
  }
  return <SignedInComposer />;
}

function SignedInComposer() {
  return <PostComposer {...usePostComposer()} />;
}
