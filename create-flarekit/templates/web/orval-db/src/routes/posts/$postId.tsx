import { createFileRoute, notFound } from '@tanstack/react-router';
import { getGetPostQueryOptions, useGetPost } from '../../api/generated/posts/posts';
import { ApiError } from '../../lib/api-error';

export const Route = createFileRoute('/posts/$postId')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(getGetPostQueryOptions(Number(params.postId)));
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
  if (post.isPending) return <p>Loading...</p>;
  if (post.isError) return <p>Could not load the post</p>;

  return (
    <article>
      <h1>{post.data.data.title}</h1>
      <p>{post.data.data.content}</p>
    </article>
  );
}
