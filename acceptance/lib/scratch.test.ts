import { describe, expect, it } from 'vitest';
import { MIN_FREE_BYTES, MIN_MEMORY_BYTES, roomyTmpfs, TMPFS_MAGIC } from './scratch.ts';

const GiB = 1024 ** 3;
const EXT4_MAGIC = 0xef53;

describe('roomyTmpfs', () => {
  it.each([
    [
      'a tmpfs with room, on a machine with memory',
      { type: TMPFS_MAGIC, bavail: (24 * GiB) / 4096, bsize: 4096 },
      24 * GiB,
      true,
    ],
    [
      'exactly the free space and memory asked for',
      { type: TMPFS_MAGIC, bavail: MIN_FREE_BYTES, bsize: 1 },
      MIN_MEMORY_BYTES,
      true,
    ],
    [
      'a tmpfs one block short of the free space',
      { type: TMPFS_MAGIC, bavail: MIN_FREE_BYTES / 4096 - 1, bsize: 4096 },
      24 * GiB,
      false,
    ],
    [
      'a tmpfs with room on a machine with little memory',
      { type: TMPFS_MAGIC, bavail: 24 * GiB, bsize: 1 },
      8 * GiB,
      false,
    ],
    ['a disk with room', { type: EXT4_MAGIC, bavail: 100 * GiB, bsize: 1 }, 24 * GiB, false],
    ['no such folder', undefined, 24 * GiB, false],
  ])('%s: %s', (_, facts, memory, expected) => {
    expect(roomyTmpfs(facts, memory)).toBe(expected);
  });
});
