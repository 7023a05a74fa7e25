/** Installs the generated project's dependencies with the chosen package manager. */
import { installCommand, type PackageManager } from '../compose/package-managers.ts';
import { describeFailure, runCommand, StepError } from './run-command.ts';

export async function installDependencies(manager: PackageManager, dir: string, signal?: AbortSignal): Promise<void> {
  const result = await runCommand(manager, ['install'], dir, signal);
  if (!result.ok) {
    throw new StepError(
      `Installing dependencies (${installCommand(manager)})`,
      describeFailure(manager, result),
      result.output,
    );
  }
}
