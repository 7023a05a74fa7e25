/**
 * The package managers a reader can pick in command tabs, in tab order: the CLI's own list (create-flarekit's
 * `compose/package-managers`, which also holds the words each manager uses for a command), so the site and the CLI
 * never disagree on a command.
 */
export { PACKAGE_MANAGERS, type PackageManager } from 'create-flarekit/compose/package-managers';
