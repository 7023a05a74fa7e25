import { PAGE_DATA_ID, serializePageData, type PageData } from '../../browser/page-data.ts';

/**
 * An island's container: its HTML is rendered separately (renderToString) and hydrated in the browser, when the reader
 * needs it (client/main.ts), with the same props, read from the page-data script.
 */
export function Island({ id, html }: { id: string; html: string }) {
  return <div id={id} className="island" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function PageDataScript({ data }: { data: PageData }) {
  return (
    <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />
  );
}
