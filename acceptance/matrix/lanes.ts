// The matrix in two lanes side by side (lib/lanes.ts), where the machine allows a private network
// (lib/private-network.ts): a generated project always serves on 5173 and 8787, so the second lane's projects run
// with a localhost of their own. That lane has no network, so its templates are generated and installed first, in
// the open (FLAREKIT_MATRIX_INSTALL_ONLY), then checked from those installs (FLAREKIT_MATRIX_REUSE). Every template
// belongs to exactly one lane; the heaviest (the default template, which also retakes the screenshots) stays in the
// first, which has no install pass before it. The private lane's walkthroughs take longer than the open lane's, so its
// share of the matrix is the smaller: three templates, the open lane six (three of them the lighter API templates).
import path from 'node:path';
import type { TemplateId } from 'create-flarekit/compose';
import { exactNames, type Lane, type LaneCommand, vitestProject } from '../lib/lanes.ts';
import { inPrivateNetwork } from '../lib/private-network.ts';

/** The templates the private lane checks; the others are the open lane's. */
export const PRIVATE_LANE: readonly TemplateId[] = [
  'full-stack-orval-no-auth',
  'full-stack-rpc',
  'full-stack-rpc-no-db',
];

/** The matrix run once: Vitest's project "matrix". */
export const matrixRun = vitestProject('matrix');

/** The two lanes of a whole matrix run, their projects in `work`/open and `work`/private. */
export function matrixLanes(ids: readonly TemplateId[], work: string): Lane[] {
  const open = ids.filter((id) => !PRIVATE_LANE.includes(id));
  const closed = ids.filter((id) => PRIVATE_LANE.includes(id));
  const run = (label: string, names: readonly string[], env: NodeJS.ProcessEnv, dir: string): LaneCommand => {
    const [command, args] = matrixRun(['-t', exactNames(names)]);
    return { label, command, args, env: { ...process.env, ...env, FLAREKIT_MATRIX_DIR: path.join(work, dir) } };
  };
  const check = run('check (private network)', closed, { FLAREKIT_MATRIX_REUSE: '1' }, 'private');
  const [command, args] = inPrivateNetwork(check.command, check.args);
  return [
    { name: 'open', commands: [run(`check ${open.join(', ')}`, open, {}, 'open')] },
    {
      name: 'private',
      commands: [
        run(`generate and install ${closed.join(', ')}`, closed, { FLAREKIT_MATRIX_INSTALL_ONLY: '1' }, 'private'),
        { ...check, label: `check ${closed.join(', ')} (a network of its own)`, command, args },
      ],
    },
  ];
}
