import { type FormEvent, useState } from 'react';

export interface DraftItem {
  id: number;
  title: string;
  excerpt: string;
}

/** What the composer needs from an API client: `src/lib/use-post-composer.ts` provides it. */
export interface PostComposerProps {
  drafts: DraftItem[] | undefined;
  saving: boolean;
  /** Saves a post, published at once or as a draft; `done` runs once it is saved, to clear the form. */
  onSave: (post: { title: string; content: string; published: boolean }, done: () => void) => void;
  onPublish: (draft: DraftItem) => void;
}

/** "Write a post": a form that saves a draft or publishes, and the drafts waiting to be published. */
export function PostComposer({ drafts, saving, onSave, onPublish }: PostComposerProps) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [publishNow, setPublishNow] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave({ title: title.trim(), content: content.trim(), published: publishNow }, () => {
      setTitle('');
      setContent('');
    });
  }

  return (
    <section className="stack" aria-labelledby="write-heading">
      <h2 id="write-heading">Write a post</h2>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="post-title">Title</label>
          <input
            id="post-title"
            type="text"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={200}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="post-content">Content</label>
          <textarea id="post-content" value={content} onChange={(e) => setContent(e.target.value)} required />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={publishNow} onChange={(e) => setPublishNow(e.target.checked)} />
          Publish now
        </label>
        <div>
          <button type="submit" className="button" disabled={saving}>
            {publishNow ? 'Publish' : 'Save draft'}
          </button>
        </div>
      </form>
      {drafts && drafts.length > 0 && (
        <>
          <h2>Drafts</h2>
          <ul className="item-list" aria-label="Drafts">
            {drafts.map((draft) => (
              <li key={draft.id}>
                <span className="grow">
                  <strong>{draft.title}</strong>
                  <br />
                  <span className="muted">{draft.excerpt}</span>
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Publish "${draft.title}"`}
                  onClick={() => onPublish(draft)}
                >
                  Publish
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
