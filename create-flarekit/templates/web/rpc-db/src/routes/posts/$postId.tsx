import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { api } from '../../lib/api';
import { parsePostId } from '../../lib/post-id';

export const postQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: ['posts', postId],
    queryFn: async () => {
      const res = await api.api.posts[':id'].$get({ param: { id: String(postId) } });
      if (res.status === 404) throw notFound();
      if (!res.ok) throw new Error('Failed to fetch post');
      return (await res.json()).data;
    },
  });

export const Route = createFileRoute('/posts/$postId')({
  loader: ({ context, params }) => {
    // An address whose id is no number (/posts/abc) is a page that does not exist: the not-found page, in the layout.
    const id = parsePostId(params.postId);
    if (id === undefined) throw notFound();
    return context.queryClient.query(postQueryOptions(id));
  },
  component: PostPage,
});

function PostPage() {
  const { postId } = Route.useParams();
  const { data: post } = useSuspenseQuery(postQueryOptions(Number(postId)));

  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <Link to="/posts" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All posts
      </Link>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{post.title}</h1>
      <p className="whitespace-pre-wrap leading-relaxed wrap-anywhere">{post.content}</p>
    </article>
  );
}
