/**
 * How `create-flarekit add` ends, in one shape for people and for programs (`--json`), like the create command's
 * outcome (cli/outcome.ts): the files it changed and what to do next, or a failure with a stable code. Exit 0 when
 * the feature was added (or, with --dry-run, would be) without a conflict; 1 otherwise.
 */
import type { TemplateId } from '../compose/templates.ts';
import type { Change } from './merge.ts';
import { type ProjectFailure, projectFailure, projectFailureCodes } from './project-command.ts';

/** Each failure's code, with when it happens: `create-flarekit --help` and the CLI Options page list them. */
export const ADD_FAILURES = projectFailureCodes(
  'no feature, an unknown feature or option, or more than one feature',
  {
    'other-version': 'the project was created by another version of create-flarekit',
    'not-applicable': 'the feature is there already, or needs another first (auth needs db), or needs a web app',
  },
  'your changes and the feature change the same lines: the files are written with conflict markers',
);
export type AddFailureCode = keyof typeof ADD_FAILURES;

export interface Added {
  ok: true;
  dryRun: boolean;
  /** Absolute path of the project. */
  project: string;
  feature: string;
  from: TemplateId;
  to: TemplateId;
  /** Every file written or removed, sorted by path (a dry run: would be). */
  changes: Change[];
  /** The commands run after writing (a dry run: would be run). */
  commands: string[];
  installed: boolean;
  nextSteps: string[];
}

export type AddFailure = ProjectFailure<AddFailureCode>;

export type AddOutcome = Added | AddFailure;

export function addFailure(
  code: AddFailureCode,
  message: string,
  details: Partial<AddFailure['error']> = {},
): AddFailure {
  return projectFailure(code, message, details);
}
