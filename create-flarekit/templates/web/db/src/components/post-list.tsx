import { Link } from '@tanstack/react-router';

interface PostListItem {
  id: number;
  title: string;
  excerpt: string;
}

/** The published posts, or "No posts yet" when there are none. */
export function PostList({ posts }: { posts: PostListItem[] }) {
  if (posts.length === 0) {
    return (
      <div className="empty">
        <p>No posts yet. The first one you publish shows up here.</p>
      </div>
    );
  }
  return (
    <ul className="post-list">
      {posts.map((post) => (
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
  );
}
