import { describe, expect, it } from 'vitest';
import {
  UnsupportedCommandError,
  convertCommand,
  convertScript,
} from '../../../../src/build/pipeline/package-managers.ts';
import { PACKAGE_MANAGERS } from '../../../../src/shared/package-managers.ts';
import { COMMAND_CASES, REFUSED_COMMANDS } from '../../../fixtures/package-manager-commands.ts';

describe('convertCommand', () => {
  it.each(COMMAND_CASES)('$npm', (row) => {
    for (const manager of PACKAGE_MANAGERS) expect(convertCommand(row.npm, manager)).toBe(row[manager]);
  });

  it.each(REFUSED_COMMANDS)('refuses %s with the reason', (npm) => {
    expect(convertCommand(npm, 'npm')).toBe(npm);
    for (const manager of ['yarn', 'pnpm', 'bun'] as const) {
      expect(() => convertCommand(npm, manager)).toThrow(UnsupportedCommandError);
    }
  });

  it('names the line of a block that cannot be converted', () => {
    expect(() => convertScript('npm install\nnpx create-vite x', 'pnpm')).toThrow(
      /^line 2 "npx create-vite x": "create-vite" is not a binary the project installs/,
    );
  });
});
