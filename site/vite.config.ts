import { defineConfig } from 'vite';

/** Builds the browser bundle only: the client entry, the islands it loads on first use and the stylesheet. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'src/browser/client/main.ts',
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" (for React Server Components); meaningless in this bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
