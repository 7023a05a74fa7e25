/**
 * The repository's boundaries: the two workspaces (site/, create-flarekit/) use each other only through the modules a
 * package.json `exports` declares, imported by package name, never by a relative path into the other folder. Each
 * workspace's own layers are checked by its own config (site/.dependency-cruiser.cjs,
 * create-flarekit/.dependency-cruiser.cjs), both run by `npm run lint`.
 */
const WORKSPACES = ['site', 'create-flarekit'];

module.exports = {
  forbidden: [
    ...WORKSPACES.map((workspace) => ({
      name: `no-relative-import-out-of-${workspace}`,
      comment: `${workspace}/ imports another workspace by its package name and declared exports, not by a relative path.`,
      severity: 'error',
      // The one exception left: the walkthroughs read the site's command conversion and code-block metadata. They are
      // the checks of both products together, to move into a workspace of their own that depends on both.
      from: { path: `^${workspace}/`, pathNot: '^create-flarekit/tests/walkthroughs/' },
      to: { path: `^(${WORKSPACES.filter((w) => w !== workspace).join('|')})/`, dependencyTypes: ['local'] },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/templates/', 'node_modules'] },
    tsPreCompilationDeps: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
