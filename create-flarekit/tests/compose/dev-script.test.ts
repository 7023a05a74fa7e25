// The API's `dev` script: wrangler dev, after the .dev.vars check where there is sign-in. Nothing creates the web
// app's build folder first: wrangler.jsonc's build command (scripts/copy-swagger-ui.mjs) does, before wrangler dev
// reads the assets (wrangler 4.156.2 started without apps/web/dist).
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../../src/compose/index.ts';
import { composed as files } from '../projects.ts';

describe('the API dev script', () => {
  it.each(TEMPLATE_IDS)('%s: wrangler dev, after the .dev.vars check with sign-in', async (id) => {
    const composed = await files(id);
    const fullStack = id.startsWith('full-stack');
    const api = fullStack ? 'apps/api/' : '';
    const { scripts } = JSON.parse(String(composed.get(`${api}package.json`))) as { scripts: Record<string, string> };
    const auth = composed.has(`${api}scripts/check-dev-vars.mjs`);
    expect(scripts.dev).toBe(auth ? 'node scripts/check-dev-vars.mjs && wrangler dev' : 'wrangler dev');
    if (fullStack) {
      // The folder the build command fills is the assets folder, and wrangler dev watches it.
      const wrangler = String(composed.get('apps/api/wrangler.jsonc'));
      expect(wrangler).toContain('"command": "node scripts/copy-swagger-ui.mjs ../web/dist"');
      expect(wrangler).toContain('"directory": "../web/dist"');
      expect(wrangler).toContain('"watch_dir": ["src", "../web/dist"]');
    }
  });
});
