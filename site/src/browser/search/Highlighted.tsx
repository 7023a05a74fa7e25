import { highlight } from '../../shared/search/highlight.ts';

/** Text with the query's words marked; text is rendered as text nodes, never as HTML. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
