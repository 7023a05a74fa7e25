import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { getGetPostQueryOptions, useGetPost } from '../../api/generated/posts/posts';
import { ApiError } from '../../lib/api-error';

export const Route = createFileRoute('/posts/$postId')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.query(getGetPostQueryOptions(Number(params.postId)));
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
  if (post.isPending) return <p className="muted">Loading...</p>;
  if (post.isError)
    return (
      <p role="alert" className="alert">
        Could not load the post
      </p>
    );

  return (
    <article className="article">
      <p>
        <Link to="/posts">← All posts</Link>
      </p>
      <h1>{post.data.data.title}</h1>
      <p className="article-body">{post.data.data.content}</p>
    </article>
  );
}
