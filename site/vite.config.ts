import { builtinModules } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

/**
 * Node's `module` in the browser bundle, holding only `builtinModules` (the build's Node.js's list): the command
 * builder runs the CLI's project name rule, whose validate-npm-package-name reads `require('module').builtinModules`
 * to refuse a core module's name (`http`).
 */
function nodeBuiltinModules(): Plugin {
  const id = '\0node-module';
  return {
    name: 'flarekit:node-builtin-modules',
    enforce: 'pre',
    resolveId: (source) => (source === 'module' || source === 'node:module' ? id : undefined),
    load: (loaded) =>
      loaded === id
        ? `export const builtinModules = ${JSON.stringify(builtinModules)};\nexport default { builtinModules };`
        : undefined,
  };
}

/** Builds the browser bundle only: the client entry, the islands it loads on first use and the stylesheet. */
export default defineConfig({
  publicDir: false,
  plugins: [nodeBuiltinModules()],
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
