import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from './index';
import { type NewPost, posts, users } from './schema';

/** Published, not deleted posts of one author, newest first. */
export function listPublishedPosts(db: Database, authorId: string, limit = 10) {
  return db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, createdAt: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.published, true), isNull(posts.deletedAt)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/** One post with its author's public fields and its category, or undefined. */
export function getPostWithAuthor(db: Database, id: number) {
  return db.query.posts.findFirst({
    where: and(eq(posts.id, id), isNull(posts.deletedAt)),
    with: {
      author: { columns: { id: true, name: true, image: true } },
      category: true,
    },
  });
}

/** Inserts a draft and returns the stored row, defaults included. */
export async function createDraft(db: Database, draft: Omit<NewPost, 'published'>) {
  const [post] = await db
    .insert(posts)
    .values({ ...draft, published: false })
    .returning();
  return post;
}

export async function publishPost(db: Database, id: number) {
  const [post] = await db.update(posts).set({ published: true }).where(eq(posts.id, id)).returning();
  return post;
}

export function countUsers(db: Database) {
  return db.$count(users);
}
