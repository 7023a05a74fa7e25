import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

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
    <Card aria-labelledby="write-heading" role="region">
      <CardHeader>
        <CardTitle>
          <h2 id="write-heading" className="text-xl">
            Write a post
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <form className="space-y-4" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="post-title">Title</Label>
            <Input
              id="post-title"
              type="text"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
              required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="post-content">Content</Label>
            <Textarea id="post-content" value={content} onChange={(e) => setContent(e.target.value)} required />
          </div>
          <Label className="font-normal">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={publishNow}
              onChange={(e) => setPublishNow(e.target.checked)}
            />
            Publish now
          </Label>
          <Button type="submit" disabled={saving}>
            {publishNow ? 'Publish' : 'Save draft'}
          </Button>
        </form>
        {drafts && drafts.length > 0 && (
          <div className="space-y-3">
            <h2 className="text-lg font-semibold">Drafts</h2>
            <ul className="divide-y rounded-lg border" aria-label="Drafts">
              {drafts.map((draft) => (
                <li key={draft.id} className="flex items-center gap-3 px-3 py-2">
                  <span className="min-w-0 flex-1 text-sm wrap-anywhere">
                    <strong className="font-medium">{draft.title}</strong>
                    <br />
                    <span className="text-muted-foreground">{draft.excerpt}</span>
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Publish "${draft.title}"`}
                    onClick={() => onPublish(draft)}
                  >
                    Publish
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
