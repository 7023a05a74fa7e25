/** How `create-flarekit upgrade` ends, in the shape of add's outcome (add/outcome.ts). */
import type { Change } from '../add/merge.ts';
import { type ProjectFailure, projectFailure, projectFailureCodes } from '../add/project-command.ts';
import type { TemplateId } from '../compose/templates.ts';

export const UPGRADE_USAGE = 'create-flarekit upgrade [--dry-run] [--force] [--no-install] [--json]';

export const UPGRADE_FAILURES = projectFailureCodes(
  'an unknown option, or an argument',
  {
    'unknown-version': 'flarekit.json has no version, or one this CLI keeps no record of',
    'newer-project': 'the project was created by a newer create-flarekit',
  },
  'your changes and the new version change the same lines: the files are written with conflict markers',
);
export type UpgradeFailureCode = keyof typeof UPGRADE_FAILURES;

export interface Upgraded {
  ok: true;
  dryRun: boolean;
  project: string;
  template: TemplateId;
  /** The version that created the project, and this one. Equal: nothing to do. */
  from: string;
  to: string;
  changes: Change[];
  commands: string[];
  installed: boolean;
  nextSteps: string[];
}

export type UpgradeFailure = ProjectFailure<UpgradeFailureCode>;

export type UpgradeOutcome = Upgraded | UpgradeFailure;

export function upgradeFailure(
  code: UpgradeFailureCode,
  message: string,
  details: Partial<UpgradeFailure['error']> = {},
): UpgradeFailure {
  return projectFailure(code, message, details);
}
