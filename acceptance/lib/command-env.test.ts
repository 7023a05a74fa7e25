import { describe, expect, it } from 'vitest';
import { matrixEnv } from './command-env.ts';

describe('matrixEnv: the environment of the commands the matrix and the walkthroughs run', () => {
  it('leaves out what Vitest sets in its workers (NODE_ENV=test would make vite build a development build)', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const env = matrixEnv('/cache', '/home');
    const fromTheRunner = Object.keys(env).filter((key) =>
      /^(TEST|VITEST\w*|NODE_ENV|BASE_URL|MODE|DEV|PROD|SSR)$/.test(key),
    );
    expect(fromTheRunner).toEqual([]);
    expect(env.npm_config_cache).toBe('/cache');
  });
});
