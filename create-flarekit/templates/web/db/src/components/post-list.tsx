import { Link } from '@tanstack/react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface PostListItem {
  id: number;
  title: string;
  excerpt: string;
}

/** The published posts, or "No posts yet" when there are none. */
export function PostList({ posts }: { posts: PostListItem[] }) {
  if (posts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed py-8 text-center text-sm text-muted-foreground">
        No posts yet. The first one you publish shows up here.
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {posts.map((post) => (
        <li key={post.id}>
          <Card className="gap-2">
            <CardHeader>
              <CardTitle className="text-lg wrap-anywhere">
                <h3>
                  <Link to="/posts/$postId" params={{ postId: String(post.id) }} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
              </CardTitle>
              <CardDescription className="wrap-anywhere">{post.excerpt}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
