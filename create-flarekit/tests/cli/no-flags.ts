import type { CliOptions } from '../../src/cli/args.ts';
import type { Prompter } from '../../src/cli/questions.ts';

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

/** Fails the test if a question is asked: for command lines that answer everything with flags. */
export const NO_PROMPTS: Prompter = {
  text: (q) => Promise.reject(new Error(`asked: ${q.message}`)),
  select: (q) => Promise.reject(new Error(`asked: ${q.message}`)),
  confirm: (q) => Promise.reject(new Error(`asked: ${q.message}`)),
};
