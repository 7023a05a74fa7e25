import { createFileRoute } from '@tanstack/react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
    <div className="mx-auto max-w-2xl space-y-10">
      <section className="space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">Posts</h1>
        {posts.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : posts.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>Could not load posts</AlertDescription>
          </Alert>
        ) : (
          <PostList posts={posts.data.data} />
        )}
      </section>
      <WritePanel />
    </div>
  );
}
