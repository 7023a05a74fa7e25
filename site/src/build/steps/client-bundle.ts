import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import type { DocumentAssets } from '../pages/Document.tsx';
import { highlightCss } from '../pipeline/highlighter.ts';
import { HEAD_SCRIPT } from '../../shared/head-script.ts';
import type { BuildOutput } from './output.ts';

export const CLIENT_ENTRY = 'src/browser/client/main.ts';

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** A content-hashed asset name, so the file can be cached for a year. */
export function hashedAssetName(name: string, extension: string, content: string): string {
  return `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${extension}`;
}

/** What every page links: the entry's stylesheets plus the code colours, its script, and the chunks it imports. */
export function pageAssets(manifest: ViteManifest, codeCssFile: string): DocumentAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);
  return {
    stylesheets: [...(entry.css ?? []), codeCssFile].map((file) => `/${file}`),
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).map((key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The client build's manifest lists an import it does not have: ${key}`);
      return `/${chunk.file}`;
    }),
    headScript: HEAD_SCRIPT,
  };
}

/**
 * Vite builds the browser bundle (the client entry, the islands it loads on first use, the stylesheet); the
 * highlighter's CSS is written next to it. Call after the content is loaded: the CSS holds the colours it used.
 */
export async function bundleClient(root: string, output: BuildOutput): Promise<DocumentAssets> {
  await viteBuild({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: output.client },
  });
  const manifestDir = path.join(output.client, '.vite');
  const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
  await rm(manifestDir, { recursive: true });
  const codeCss = highlightCss();
  const codeCssFile = hashedAssetName('code', 'css', codeCss);
  await output.write(codeCssFile, codeCss);
  return pageAssets(manifest, codeCssFile);
}
