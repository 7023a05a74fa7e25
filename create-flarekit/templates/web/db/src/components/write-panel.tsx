import { PostComposer } from './post-composer';
import { usePostComposer } from '../lib/use-post-composer';

/** Without sign-in, anyone who opens the app can write and publish posts. */
export function WritePanel() {
  return <PostComposer {...usePostComposer()} />;
}
