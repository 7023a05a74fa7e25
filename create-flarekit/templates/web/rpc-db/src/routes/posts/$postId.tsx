import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { api } from '../../lib/api';

export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: ['posts', postId],
    queryFn: async () => {
      const res = await api.api.posts[':id'].$get({ param: { id: postId } });
      if (res.status === 404) throw notFound();
      if (!res.ok) throw new Error('Failed to fetch post');
      return (await res.json()).data;
    },
  });

export const Route = createFileRoute('/posts/$postId')({
  loader: ({ context, params }) => context.queryClient.query(postQueryOptions(params.postId)),
  component: PostPage,
});

function PostPage() {
  const { postId } = Route.useParams();
  const { data: post } = useSuspenseQuery(postQueryOptions(postId));

  return (
    <article className="article">
      <p>
        <Link to="/posts">← All posts</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="article-body">{post.content}</p>
    </article>
  );
}
