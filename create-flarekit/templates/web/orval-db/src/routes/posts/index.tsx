import { createFileRoute, Link } from '@tanstack/react-router';
import { getListPostsQueryOptions, useListPosts } from '../../api/generated/posts/posts';
import { WritePanel } from '../../components/write-panel';

export const Route = createFileRoute('/posts/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getListPostsQueryOptions()),
  component: PostsPage,
});

function PostsPage() {
  // The loader has filled the cache: this reads the prefetched page.
  const posts = useListPosts();

  return (
    <div className="stack">
      <section className="stack">
        <h1>Posts</h1>
        {posts.isPending ? (
          <p className="muted">Loading...</p>
        ) : posts.isError ? (
          <p role="alert" className="alert">
            Could not load posts
          </p>
        ) : posts.data.data.length === 0 ? (
          <div className="empty">
            <p>No posts yet. The first one you publish shows up here.</p>
          </div>
        ) : (
          <ul className="post-list">
            {posts.data.data.map((post) => (
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
