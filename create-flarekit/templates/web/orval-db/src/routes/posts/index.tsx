import { createFileRoute, Link } from '@tanstack/react-router';
import { getListPostsQueryOptions, useListPosts } from '../../api/generated/posts/posts';

export const Route = createFileRoute('/posts/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getListPostsQueryOptions()),
  component: PostsPage,
});

function PostsPage() {
  // The loader has filled the cache: this reads the prefetched page.
  const posts = useListPosts();
  if (posts.isPending) return <p>Loading...</p>;
  if (posts.isError) return <p>Could not load posts</p>;

  return (
    <section>
      <h1>Posts</h1>
      <ul>
        {posts.data.data.map((post) => (
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
