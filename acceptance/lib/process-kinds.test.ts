import { describe, expect, it } from 'vitest';
import { cpuBy, formatCpuTable, partNamed, processKind, processPart, type SeenProcess } from './process-kinds.ts';

describe('processKind', () => {
  it.each([
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old', 'Chromium'],
    ['/tmp/p/my-app/node_modules/@cloudflare/workerd-linux-64/bin/workerd serve --binary', 'workerd'],
    ['node /tmp/p/node_modules/.bin/wrangler dev', 'wrangler'],
    [
      '/opt/node --no-warnings /tmp/p/my-app/node_modules/wrangler/wrangler-dist/cli.js d1 migrations apply DB',
      'wrangler',
    ],
    ['/tmp/p/node_modules/@typescript/native-preview-linux-x64/lib/tsgo -p apps/api', 'tsc'],
    ['sh -c tsc -p apps/api && tsc -p apps/web', 'tsc'],
    ['/tmp/p/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping', 'esbuild'],
    ['node /tmp/p/node_modules/.bin/vitest run', 'Vitest'],
    ['node /tmp/p/node_modules/.bin/vite', 'Vite'],
    ['npm install --prefer-offline', 'npm install'],
    ['npm ci', 'npm install'],
    ['npm exec --yes --package=/tmp/create-flarekit-0.1.0.tgz -- create-flarekit my-app', 'npm exec, create'],
    ['npm run dev --workspace api', 'npm run'],
    ['npm                 ', 'npm, its command hidden'],
    ['node /usr/lib/node_modules/corepack/dist/yarn.js install', 'yarn'],
    ['/usr/local/bin/bun install', 'bun'],
    ['node --test --test-reporter=spec matrix/matrix.suite.ts', 'node (test runners, servers, scripts)'],
    ['curl -s http://localhost:5173/health', 'other: curl'],
    ['', 'other: (no command line)'],
  ])('%s → %s', (command, kind) => {
    expect(processKind(command)).toBe(kind);
  });
});

describe('partNamed', () => {
  it.each([
    ['npm install', undefined],
    ['node /dev/shm/t/flarekit-matrix/open/full-stack-rpc/my-app/node_modules/.bin/vite', 'matrix (open lane)'],
    ['tsc -p /tmp/flarekit-walkthroughs/private/api-design/my-app/apps/api', 'walkthroughs (private lane)'],
    ['node samples/check-samples.ts', 'page samples'],
    ['node --test --test-reporter=spec /w/acceptance/walkthroughs/walkthroughs.suite.ts', 'walkthroughs (runner)'],
    ['node --test --test-reporter=spec /w/acceptance/matrix/matrix.suite.ts', 'matrix (runner)'],
    ['node /w/site/node_modules/.bin/playwright test', "the site's browser tests"],
  ])('%s → %s', (command, part) => {
    expect(partNamed(command)).toBe(part);
  });
});

describe('processPart', () => {
  const seen = (pid: number, parent: number, command: string): SeenProcess => ({ pid, parent, command, cpuSeconds: 1 });
  const tree = [
    seen(10, 1, 'node --test /w/acceptance/matrix/matrix.suite.ts'),
    seen(11, 10, 'npm run typecheck'),
    seen(12, 11, 'sh -c tsc -p apps/api'),
    seen(20, 1, 'npm run lint'),
    seen(30, 31, 'loop a'),
    seen(31, 30, 'loop b'),
  ];
  const byPid = new Map(tree.map((process) => [process.pid, process]));
  it.each([
    [12, 'matrix (runner)', "its grandparent's"],
    [10, 'matrix (runner)', 'its own'],
    [20, 'the rest', 'no ancestor names one'],
    [30, 'the rest', 'a parent loop ends'],
  ])('pid %i → %s (%s)', (pid, part) => {
    expect(processPart(byPid.get(pid)!, byPid)).toBe(part);
  });
});

describe('cpuBy and formatCpuTable', () => {
  const processes: SeenProcess[] = [
    { pid: 1, parent: 0, command: 'a', cpuSeconds: 1.5 },
    { pid: 2, parent: 0, command: 'b', cpuSeconds: 6 },
    { pid: 3, parent: 0, command: 'a', cpuSeconds: 2.5 },
  ];
  it('sums by name, largest first, with counts and the total', () => {
    expect(cpuBy(processes, (process) => process.command)).toEqual({
      rows: [
        ['b', 6, 1],
        ['a', 4, 2],
      ],
      total: 10,
    });
  });
  it('prints seconds, share and count', () => {
    expect(
      formatCpuTable(
        'by name',
        cpuBy(processes, (process) => process.command),
      ),
    ).toEqual(['by name: 10 CPU seconds', '       6.0 s   60 %      1  b', '       4.0 s   40 %      2  a']);
  });
  it('an empty table', () => {
    expect(
      formatCpuTable(
        'none',
        cpuBy([], () => 'x'),
      ),
    ).toEqual(['none: 0 CPU seconds']);
  });
});
