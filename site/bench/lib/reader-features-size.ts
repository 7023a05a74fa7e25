/**
 * How much the reader features (theme toggle, copy buttons, package-manager tabs, copy page) add to a docs page's
 * first-load JavaScript, measured deterministically: a Vite build of just their modules, minified as the site bundle is,
 * with React and React DOM external (none of these modules may import them: the first load has no React), each output
 * chunk gzipped at level 6.
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { gzip6 } from './page-load.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The modules that implement the reader features. */
export const READER_FEATURE_MODULES = [
  'src/shared/theme.ts',
  'src/browser/lib/theme-toggle.ts',
  'src/browser/lib/clipboard.ts',
  'src/browser/lib/code-blocks.ts',
] as const;

const ENTRY_NAME = 'reader-features-entry';
const ENTRY_ID = `\0${ENTRY_NAME}`;

export interface FeatureSize {
  /** Minified bytes of the output. */
  minifiedBytes: number;
  /** Sum of each output chunk gzipped at level 6. */
  gzipBytes: number;
  /** Modules that ended up in the output (project-relative), to show what was measured. */
  modules: string[];
}

export async function measureReaderFeatures(): Promise<FeatureSize> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'reader-features-entry',
        // Vite resolves a library entry against the root: match the name, answer a virtual module.
        resolveId: (id) => (id.endsWith(ENTRY_NAME) ? ENTRY_ID : undefined),
        load: (id) =>
          id === ENTRY_ID
            ? READER_FEATURE_MODULES.map((module) => `export * from ${JSON.stringify(path.join(root, module))};`).join(
                '\n',
              )
            : undefined,
      },
    ],
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: ENTRY_NAME, formats: ['es'], fileName: 'reader-features' },
      // Library mode keeps whitespace in ES output; the site bundle is fully minified, so minify the output the same way.
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/], output: { minify: true } },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunks = results
    .flatMap((result) => result.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (chunks.length === 0) throw new Error('The reader-features build produced no JavaScript');
  return {
    minifiedBytes: chunks.reduce((total, chunk) => total + Buffer.byteLength(chunk.code), 0),
    gzipBytes: chunks.reduce((total, chunk) => total + gzip6(chunk.code), 0),
    modules: [...new Set(chunks.flatMap((chunk) => Object.keys(chunk.modules)))]
      .filter((id) => !id.startsWith('\0'))
      .map((id) => path.relative(root, id))
      .sort(),
  };
}
