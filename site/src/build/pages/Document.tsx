import type { ReactNode } from 'react';
import { jsonForScript } from '../../shared/escape.ts';
import { SITE } from '../../shared/site-config.ts';

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
  /** Path of the page's Open Graph image ("/og/docs/templates/api.png"). */
  ogImage?: string;
  ogType?: 'website' | 'article';
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: object;
  /** Keep the page out of search engines (404, search results). */
  noIndex?: boolean;
  assets: DocumentAssets;
  children: ReactNode;
}

/** The HTML document around every page. */
export function Document({
  title,
  description,
  canonicalPath,
  ogImage,
  ogType = 'article',
  jsonLd,
  noIndex,
  assets,
  children,
}: DocumentProps) {
  const fullTitle = title === SITE.name ? SITE.name : `${title} | ${SITE.name}`;
  const url = canonicalPath === undefined ? undefined : SITE.url + canonicalPath;
  const image = ogImage === undefined ? undefined : SITE.url + ogImage;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {url !== undefined && <link rel="canonical" href={url} />}
        {noIndex && <meta name="robots" content="noindex" />}
        <meta property="og:site_name" content={SITE.name} />
        <meta property="og:type" content={ogType} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {url !== undefined && <meta property="og:url" content={url} />}
        {image !== undefined && <meta property="og:image" content={image} />}
        {image !== undefined && <meta property="og:image:width" content="1200" />}
        {image !== undefined && <meta property="og:image:height" content="630" />}
        <meta name="twitter:card" content={image === undefined ? 'summary' : 'summary_large_image'} />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        {image !== undefined && <meta name="twitter:image" content={image} />}
        {jsonLd !== undefined && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
        )}
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
