import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, hashedAssetName, pageAssets } from '../../../../src/build/steps/client-bundle.ts';
import { HEAD_SCRIPT } from '../../../../src/shared/head-script.ts';

describe('pageAssets', () => {
  it('links the entry’s stylesheets and the code colours, its script, and preloads the chunks it imports', () => {
    const manifest = {
      [CLIENT_ENTRY]: { file: 'assets/main-1.js', css: ['assets/main-2.css'], imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-3.js' },
    };
    expect(pageAssets(manifest, 'assets/code-4.css')).toEqual({
      stylesheets: ['/assets/main-2.css', '/assets/code-4.css'],
      script: '/assets/main-1.js',
      preloads: ['/assets/react-3.js'],
      headScript: HEAD_SCRIPT,
    });
  });

  const broken: Array<[string, Record<string, { file: string; imports?: string[] }>, RegExp]> = [
    ['no entry', {}, /The client build has no entry src\/browser\/client\/main\.ts/],
    [
      'an import it does not have',
      { [CLIENT_ENTRY]: { file: 'a.js', imports: ['_gone.js'] } },
      /lists an import it does not have: _gone\.js/,
    ],
  ];
  for (const [name, manifest, message] of broken)
    it(`a manifest with ${name} stops the build`, () => expect(() => pageAssets(manifest, 'c.css')).toThrow(message));
});

describe('hashedAssetName', () => {
  it('names a file by the first 10 hex digits of its SHA-256, so new content gets a new name', () => {
    expect(hashedAssetName('code', 'css', 'a{}')).toMatch(/^assets\/code-[0-9a-f]{10}\.css$/);
    expect(hashedAssetName('code', 'css', 'a{}')).toBe(hashedAssetName('code', 'css', 'a{}'));
    expect(hashedAssetName('code', 'css', 'b{}')).not.toBe(hashedAssetName('code', 'css', 'a{}'));
  });
});
