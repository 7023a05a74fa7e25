/**
 * The repository's boundaries: the workspaces (site/, create-flarekit/, acceptance/) use each other only through the
 * modules a package.json `exports` declares, imported by package name, never by a relative path into another folder.
 * Each workspace's own layers are checked by its own config (site/, create-flarekit/ and acceptance/
 * .dependency-cruiser.cjs), all run by `npm run lint`.
 */
const WORKSPACES = ['site', 'create-flarekit', 'acceptance'];

module.exports = {
  forbidden: [
    ...WORKSPACES.map((workspace) => ({
      name: `no-relative-import-out-of-${workspace}`,
      comment: `${workspace}/ imports another workspace by its package name and declared exports, not by a relative path.`,
      severity: 'error',
      from: { path: `^${workspace}/` },
      to: { path: `^(${WORKSPACES.filter((w) => w !== workspace).join('|')})/`, dependencyTypes: ['local'] },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/templates/', 'node_modules', '/\\.cache/'] },
    tsPreCompilationDeps: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
