import type { ReactNode } from 'react';
import { SITE } from '../../site-config.ts';

export interface DocumentAssets {
  stylesheets: string[];
  /** The client entry module, and the chunks it imports (preloaded). */
  script: string;
  preloads: string[];
  /** Inline script run before first paint (its hash goes in the content security policy). */
  headScript: string;
}

interface DocumentProps {
  title: string;
  description: string;
  /** Path of the page ("/docs/templates/api"); absent for pages that are not canonical (404). */
  canonicalPath?: string;
  assets: DocumentAssets;
  children: ReactNode;
}

/** The HTML document around every page. */
export function Document({ title, description, canonicalPath, assets, children }: DocumentProps) {
  const fullTitle = title === SITE.name ? SITE.name : `${title} | ${SITE.name}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {canonicalPath !== undefined && <link rel="canonical" href={SITE.url + canonicalPath} />}
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: assets.headScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.script} />
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
