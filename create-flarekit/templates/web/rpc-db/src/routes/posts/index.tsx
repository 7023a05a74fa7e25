import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PostList } from '../../components/post-list';
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
  // Cached posts younger than the staleTime are used as they are; older or missing ones are fetched first.
  loader: ({ context }) => context.queryClient.query(postsQueryOptions),
  component: PostsPage,
});

function PostsPage() {
  const { data } = useSuspenseQuery(postsQueryOptions);

  return (
    <div className="mx-auto max-w-2xl space-y-10">
      <section className="space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">Posts</h1>
        <PostList posts={data.data} />
      </section>
      <WritePanel />
    </div>
  );
}
