import { describe, expect, it } from 'vitest';
import { fileTree } from '../../../../src/shared/builder/file-tree.ts';
import type { TemplateFile } from '../../../../src/shared/agents/mcp-data.ts';

const files: TemplateFile[] = [
  { path: '.gitignore' },
  { path: 'apps/api/src/index.ts' },
  { path: 'apps/api/package.json' },
  { path: 'apps/web/index.html' },
  { path: 'package-lock.json', managers: ['npm'] },
  { path: 'package.json' },
  { path: 'pnpm-workspace.yaml', managers: ['pnpm'] },
];

describe('fileTree', () => {
  it.each([
    [
      'npm: its lockfile, not pnpm’s workspace file; folders first',
      'npm' as const,
      [
        'my-app/',
        '├── apps/',
        '│   ├── api/',
        '│   │   ├── src/',
        '│   │   │   └── index.ts',
        '│   │   └── package.json',
        '│   └── web/',
        '│       └── index.html',
        '├── .gitignore',
        '├── package-lock.json',
        '└── package.json',
      ],
    ],
    [
      'pnpm',
      'pnpm' as const,
      [
        'my-app/',
        '├── apps/',
        '│   ├── api/',
        '│   │   ├── src/',
        '│   │   │   └── index.ts',
        '│   │   └── package.json',
        '│   └── web/',
        '│       └── index.html',
        '├── .gitignore',
        '├── package.json',
        '└── pnpm-workspace.yaml',
      ],
    ],
    [
      'no manager chosen: each file some managers get names them',
      undefined,
      [
        'my-app/',
        '├── apps/',
        '│   ├── api/',
        '│   │   ├── src/',
        '│   │   │   └── index.ts',
        '│   │   └── package.json',
        '│   └── web/',
        '│       └── index.html',
        '├── .gitignore',
        '├── package-lock.json  # with npm',
        '├── package.json',
        '└── pnpm-workspace.yaml  # with pnpm',
      ],
    ],
  ])('%s', (_name, pm, lines) => {
    expect(fileTree('my-app', files, pm).split('\n')).toEqual(lines);
  });

  it('draws an empty project as its folder', () => {
    expect(fileTree('x', [], 'npm')).toBe('x/');
  });
});
