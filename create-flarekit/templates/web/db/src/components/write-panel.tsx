import { usePostComposer } from '../lib/use-post-composer';
import { PostComposer } from './post-composer';

/** Without sign-in, anyone who opens the app can write and publish posts. */
export function WritePanel() {
  return <PostComposer {...usePostComposer()} />;
}
