import { spinner } from '@clack/prompts';
import pc from 'picocolors';

/**
 * A spinner on a terminal; two plain lines when the output is a pipe or a log file. The spinner reads the keyboard
 * while it turns and ends the process on Ctrl+C, with exit code 0 and the command still running: so whatever ends the
 * process during the work stops the command, makes the exit code 1 and says what is left to do.
 */
export async function withProgress(
  start: string,
  done: string,
  interrupted: string,
  work: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  const onExit = () => {
    controller.abort();
    process.exitCode = 1;
    process.stderr.write(`${pc.red('■')} ${interrupted}\n`);
  };
  try {
    if (!process.stdout.isTTY) {
      process.once('exit', onExit);
      process.stdout.write(`${start}...\n`);
      await work(controller.signal);
      process.stdout.write(`${done}\n`);
      return;
    }
    const spin = spinner({ withGuide: false, cancelMessage: 'Cancelled', onCancel: () => process.exit(1) });
    spin.start(start);
    // After the spinner's own exit listener, so that its last line comes first.
    process.once('exit', onExit);
    try {
      await work(controller.signal);
      spin.stop(done);
    } catch (error) {
      spin.error(`${start}: failed`);
      throw error;
    }
  } finally {
    process.off('exit', onExit);
  }
}
