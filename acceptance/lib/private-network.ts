/**
 * A network of its own for a second lane of checks. A generated project always serves on localhost 5173 and 8787
 * (the pages say so, and their commands are run as written), so two projects can only run at once when each has its
 * own localhost: the second lane runs in a new Linux network namespace (`unshare --user --net`, no privileges
 * needed), where only the loopback exists. It is offline: what it installs must already be in the npm cache.
 */
import { spawnSync } from 'node:child_process';

/** The shell text that brings the namespace's loopback up, then runs the command given as its arguments. */
const LOOPBACK_UP_THEN_RUN = 'ip link set lo up && exec "$@"';

/** The command and arguments that run `command args…` with a localhost of its own and no other network. */
export function inPrivateNetwork(command: string, args: readonly string[]): [string, string[]] {
  return [
    'unshare',
    ['--user', '--map-root-user', '--net', '--', 'sh', '-c', LOOPBACK_UP_THEN_RUN, 'sh', command, ...args],
  ];
}

/**
 * Whether this machine allows it (Linux with user namespaces enabled and `ip` installed). Where it does not, the lanes
 * run one after the other.
 */
export function privateNetworkAvailable(): boolean {
  if (process.platform !== 'linux') return false;
  const [command, args] = inPrivateNetwork('true', []);
  return spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 }).status === 0;
}
