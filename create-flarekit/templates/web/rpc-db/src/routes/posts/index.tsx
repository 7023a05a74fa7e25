import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';

export const postsQueryOptions = queryOptions({
  queryKey: ['posts'],
  queryFn: async () => {
    const res = await api.api.posts.$get({ query: {} });
    if (!res.ok) throw new ApiError(res.status, 'Failed to fetch posts');
    return res.json();
  },
});

export const Route = createFileRoute('/posts/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(postsQueryOptions),
  component: PostsPage,
});

function PostsPage() {
  const { data } = useSuspenseQuery(postsQueryOptions);

  return (
    <section>
      <h1>Posts</h1>
      <ul>
        {data.data.map((post) => (
          <li key={post.id}>
            <Link to="/posts/$postId" params={{ postId: String(post.id) }}>
              {post.title}
            </Link>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
