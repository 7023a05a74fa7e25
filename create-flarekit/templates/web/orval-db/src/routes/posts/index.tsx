import { createFileRoute } from '@tanstack/react-router';
import { getListPostsQueryOptions, useListPosts } from '../../api/generated/posts/posts';
import { PostList } from '../../components/post-list';
import { WritePanel } from '../../components/write-panel';

export const Route = createFileRoute('/posts/')({
  // Cached posts younger than the staleTime are used as they are; older or missing ones are fetched first.
  loader: ({ context }) => context.queryClient.query(getListPostsQueryOptions()),
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
        ) : (
          <PostList posts={posts.data.data} />
        )}
      </section>
      <WritePanel />
    </div>
  );
}
