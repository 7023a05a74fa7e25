import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScreenshot, parseScreenshotName, pngSize } from '../../../../src/build/pipeline/screenshots.ts';
import { webAppFingerprint } from '../../../../src/build/templates.ts';

/** The first 24 bytes of a PNG of the given size: signature, IHDR length and type, width, height. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('pngSize', () => {
  it.each([
    ['a 1280 × 800 PNG', pngHeader(1280, 800), { width: 1280, height: 800 }],
    ['a 375 × 812 PNG', pngHeader(375, 812), { width: 375, height: 812 }],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(30).fill(0)]), undefined],
    ['a PNG cut before its size', pngHeader(10, 10).subarray(0, 20), undefined],
    ['empty bytes', new Uint8Array(), undefined],
  ])('%s', (_name, bytes, expected) => {
    expect(pngSize(bytes)).toEqual(expected);
  });
});

describe('parseScreenshotName', () => {
  it.each([
    ['full-stack-orval/dashboard', { template: 'full-stack-orval', page: 'dashboard' }],
    ['full-stack-orval/home', { template: 'full-stack-orval', page: 'home' }],
    ['dashboard', { problem: expect.stringContaining('<template>/<page>') }],
    ['full-stack-orval/dashboard.png', { problem: expect.stringContaining('<template>/<page>') }],
    ['../secrets/home', { problem: expect.stringContaining('<template>/<page>') }],
  ])('%s', (name, expected) => {
    expect(parseScreenshotName(name)).toEqual(expected);
  });
});

describe('loadScreenshot', () => {
  let root: string;
  const folder = () => path.join(root, 'full-stack-orval');
  const capture = (fingerprint: string) =>
    writeFile(path.join(folder(), 'capture.json'), JSON.stringify({ template: 'full-stack-orval', fingerprint }));

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'screenshots-test-'));
    await mkdir(folder());
    for (const viewport of ['desktop', 'phone']) {
      for (const theme of ['light', 'dark']) {
        const [width, height] = viewport === 'phone' ? [375, 812] : [1280, 800];
        await writeFile(path.join(folder(), `home-${viewport}-${theme}.png`), pngHeader(width, height));
      }
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('gives the four images with their sizes, named by their bytes', async () => {
    await capture(await webAppFingerprint('full-stack-orval'));
    const files = await loadScreenshot('full-stack-orval/home', root);
    expect(files.map(({ viewport, theme, width, height }) => [viewport, theme, width, height])).toEqual([
      ['desktop', 'light', 1280, 800],
      ['desktop', 'dark', 1280, 800],
      ['phone', 'light', 375, 812],
      ['phone', 'dark', 375, 812],
    ]);
    expect(files[0]!.path).toMatch(/^assets\/screenshots\/[0-9a-f]{12}\.png$/);
  });

  it('refuses a capture taken of another version of the web app, naming the command that retakes it', async () => {
    await capture('0123456789abcdef');
    await expect(loadScreenshot('full-stack-orval/home', root)).rejects.toThrow(
      /another version of its web app .*npm run screenshots -w acceptance/,
    );
  });

  it('names a missing image, an unknown template and a malformed name', async () => {
    await capture(await webAppFingerprint('full-stack-orval'));
    await expect(loadScreenshot('full-stack-orval/login', root)).rejects.toThrow(
      'full-stack-orval/login-desktop-light.png is missing or not a PNG',
    );
    await expect(loadScreenshot('full-stack-vue/home', root)).rejects.toThrow('"full-stack-vue" is not a template');
    await expect(loadScreenshot('home', root)).rejects.toThrow('<template>/<page>');
  });
});
