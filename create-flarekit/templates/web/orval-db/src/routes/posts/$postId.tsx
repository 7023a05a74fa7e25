import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { getGetPostQueryOptions, useGetPost } from '../../api/generated/posts/posts';
import { ApiError } from '../../lib/api-error';
import { parsePostId } from '../../lib/post-id';

export const Route = createFileRoute('/posts/$postId')({
  loader: async ({ context, params }) => {
    // An address whose id is no number (/posts/abc) is a page that does not exist: the not-found page, in the layout.
    const id = parsePostId(params.postId);
    if (id === undefined) throw notFound();
    try {
      return await context.queryClient.query(getGetPostQueryOptions(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: PostPage,
});

function PostPage() {
  const { postId } = Route.useParams();
  const post = useGetPost(Number(postId));
  if (post.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (post.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>Could not load the post</AlertDescription>
      </Alert>
    );

  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <Link to="/posts" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All posts
      </Link>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{post.data.data.title}</h1>
      <p className="whitespace-pre-wrap leading-relaxed wrap-anywhere">{post.data.data.content}</p>
    </article>
  );
}
