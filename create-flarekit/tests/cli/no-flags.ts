import type { CliOptions } from '../../src/cli/args.ts';

/** What `parseCliArgs` returns for a command line with no flags: the base the tests add flags to. */
export const NONE: CliOptions = {
  noDb: false,
  noAuth: false,
  noGit: false,
  noInstall: false,
  yes: false,
  json: false,
  dryRun: false,
  help: false,
  version: false,
};
