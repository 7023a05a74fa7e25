import { describe, expect, test } from 'vitest';
import { NONE } from './no-flags.ts';
import { parseCliArgs, type CliOptions } from '../../src/cli/args.ts';

describe('parseCliArgs: valid flags', () => {
  test.each<[string[], Partial<CliOptions>]>([
    [[], {}],
    [['my-app'], { project: 'my-app' }],
    [['./apps/my-app'], { project: './apps/my-app' }],
    [['my-app', '-y'], { project: 'my-app', yes: true }],
    [['--yes'], { yes: true }],
    [['--type', 'api-only'], { type: 'api-only' }],
    [['--type=full-stack'], { type: 'full-stack' }],
    [['--no-db', '--no-auth'], { noDb: true, noAuth: true }],
    [['--no-git', '--no-install'], { noGit: true, noInstall: true }],
    [['--pm', 'pnpm'], { pm: 'pnpm' }],
    [['--pm=bun', 'x'], { pm: 'bun', project: 'x' }],
    [['-y', '--no-auth', 'my-app'], { yes: true, noAuth: true, project: 'my-app' }],
    [['--help'], { help: true }],
    [['-h'], { help: true }],
    [['--version'], { version: true }],
    [['-v'], { version: true }],
    [['--', '-odd-name'], { project: '-odd-name' }],
  ])('%j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual({ ok: true, options: { ...NONE, ...expected } });
  });
});

describe('parseCliArgs: one message per mistake', () => {
  test.each<[string[], string]>([
    [['--bogus'], 'Unknown option --bogus. Run create-flarekit --help to see every option.'],
    [['-x'], 'Unknown option -x. Run create-flarekit --help to see every option.'],
    [['--auth'], 'Unknown option --auth. Run create-flarekit --help to see every option.'],
    [['--pm', 'pnmp'], 'Invalid value for --pm: "pnmp". Use one of: npm, yarn, pnpm, bun.'],
    [['--pm', 'NPM'], 'Invalid value for --pm: "NPM". Use one of: npm, yarn, pnpm, bun.'],
    [['--pm'], 'Option --pm needs a value: one of npm, yarn, pnpm, bun.'],
    [['--pm', '-y'], 'Option --pm needs a value: one of npm, yarn, pnpm, bun.'],
    [['--type', 'web'], 'Invalid value for --type: "web". Use one of: full-stack, api-only.'],
    [['--type'], 'Option --type needs a value: one of full-stack, api-only.'],
    [['--no-git=false'], 'Option --no-git takes no value. Run create-flarekit --help to see every option.'],
    [
      ['a', 'b'],
      'Too many arguments: "a", "b". Give one project name. Run create-flarekit --help to see every option.',
    ],
  ])('%j', (argv, error) => {
    expect(parseCliArgs(argv)).toEqual({ ok: false, error });
  });
});
