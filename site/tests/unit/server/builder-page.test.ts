import { describe, expect, it } from 'vitest';
import { mcpData, templateFiles } from '../../../src/build/mcp-data.ts';
import { createApp } from '../../../src/server/app.ts';
import { BUILDER_END, BUILDER_START } from '../../../src/shared/builder/markers.ts';
import { buildSearchIndex, loadSearchEngine } from '../../../src/shared/search/engine.ts';
import { loadSite, SITE_ROOT } from '../../helpers/site.ts';

const site = await loadSite(SITE_ROOT);
const PAGE = '/docs/getting-started/cli-options';
const PAGE_HTML = `<!DOCTYPE html><html><body><h2 id="command-builder">Command builder</h2>${BUILDER_START}<form>prerendered</form>${BUILDER_END}</body></html>`;
const app = createApp({
  engine: loadSearchEngine(buildSearchIndex(site.searchRecords)),
  serveStatic: (request) => {
    const url = new URL(request.url);
    if (url.pathname === PAGE) return new Response(PAGE_HTML, { headers: { 'Content-Type': 'text/html' } });
    if (url.pathname === `${PAGE}.md`) return new Response('# CLI Options');
    return new Response('Not found', { status: 404 });
  },
  searchPageTemplate: '',
  mcp: mcpData(site, await templateFiles()),
});

/** The commands the page shows, as text. */
function commands(html: string): string[] {
  return [...html.matchAll(/<code class="builder-command-text">(.*?)<\/code>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ''),
  );
}

describe('the command builder without JavaScript (GET form to its page)', () => {
  it('answers the chosen answers with their commands, the form keeping them', async () => {
    const response = await app.request(`${PAGE}?type=full-stack&client=rpc&db=yes&auth=no&pm=bun&git=yes&install=no`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toContain('prerendered');
    expect(html).toContain('Template: <code>full-stack-rpc-no-auth</code>');
    expect(commands(html)).toEqual([
      'npm create flarekit@latest my-app -- -y --client rpc --no-auth --pm bun --no-install',
      'yarn create flarekit my-app -y --client rpc --no-auth --pm bun --no-install',
      'pnpm create flarekit my-app -y --client rpc --no-auth --pm bun --no-install',
      'bun create flarekit my-app -y --client rpc --no-auth --pm bun --no-install',
    ]);
    expect(html).toMatch(/<input type="radio" name="client" checked="" value="rpc"/);
    expect(html).toMatch(/<input type="radio" name="pm" checked="" value="bun"/);
    expect(html).toContain('<button type="submit"');
  });

  it.each([
    ['pm=pnmp', '&quot;pm&quot; cannot be &quot;pnmp&quot;: it takes any, npm, yarn, pnpm, bun.'],
    ['type=api-only&type=full-stack', '&quot;type&quot; is given 2 times: give it once (full-stack, api-only).'],
    ['db=%3Cscript%3E', '&quot;db&quot; cannot be &quot;&lt;script&gt;&quot;: it takes yes, no.'],
  ])('answers ?%s with 400, the message and the form with the defaults', async (query, message) => {
    const response = await app.request(`${PAGE}?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`role="alert">${message}</p>`);
    expect(html).not.toContain('<script>');
    expect(commands(html)[0]).toBe('npm create flarekit@latest my-app -- -y');
  });

  it('answers a name with its commands and files; a name the CLI refuses with 400, its message and no command', async () => {
    const named = await app.request(`${PAGE}?name=shop-api&type=api-only`);
    expect(named.status).toBe(200);
    const namedHtml = await named.text();
    expect(commands(namedHtml)[0]).toBe('npm create flarekit@latest shop-api -- -y --type api-only');
    expect(namedHtml).toMatch(/<input id="command-builder-name" type="text" [^>]*name="name" value="shop-api"/);
    expect(namedHtml).toContain('<code>shop-api/\n');
    expect(namedHtml).not.toContain('aria-invalid');

    const refused = await app.request(`${PAGE}?name=My_App%3Cb%3E&type=api-only`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    const html = await refused.text();
    expect(html).toMatch(
      /<input id="command-builder-name" [^>]*aria-invalid="true" aria-describedby="command-builder-name-error" name="name" value="My_App&lt;b&gt;"/,
    );
    expect(html).toContain(
      '<p id="command-builder-name-error" class="builder-name-error">&quot;My_App&lt;b&gt;&quot; cannot be the project name: it has uppercase letters, &quot;_&quot;, &quot;&lt;&quot; and &quot;&gt;&quot;.',
    );
    expect(html).not.toContain('<b>');
    expect(commands(html)).toEqual([]);
    expect(html).toContain('Template: <code>api</code>');
  });

  it('serves the page as it is without a builder key, and its markdown to a reader that asks for it', async () => {
    expect(await (await app.request(`${PAGE}?utm_source=x`)).text()).toBe(PAGE_HTML);
    const markdown = await app.request(`${PAGE}?pm=npm`, { headers: { Accept: 'text/markdown' } });
    expect(await markdown.text()).toBe('# CLI Options');
  });

  it('leaves other pages alone', async () => {
    expect((await app.request('/docs/getting-started/quick-start?pm=npm')).status).toBe(404);
  });
});
