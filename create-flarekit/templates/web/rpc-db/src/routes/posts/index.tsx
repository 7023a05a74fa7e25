import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { WritePanel } from '../../components/write-panel';
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
    <div className="stack">
      <section className="stack">
        <h1>Posts</h1>
        {data.data.length === 0 ? (
          <div className="empty">
            <p>No posts yet. The first one you publish shows up here.</p>
          </div>
        ) : (
          <ul className="post-list">
            {data.data.map((post) => (
              <li key={post.id} className="card">
                <h3>
                  <Link to="/posts/$postId" params={{ postId: String(post.id) }}>
                    {post.title}
                  </Link>
                </h3>
                <p>{post.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <WritePanel />
    </div>
  );
}
