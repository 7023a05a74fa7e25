/**
 * API Security's Turnstile change to the web app's `_headers`: the policy that "Headers for the web app's files"
 * writes, with the page's diff applied, loaded in Chromium. A script and a frame from Cloudflare's Turnstile origin
 * raise no Content-Security-Policy violation under the changed policy, and both do under the policy before the change.
 * The browser runs offline (lib/browser.ts): the requests themselves fail, after the policy has let them through or not;
 * api.js is neither loaded nor imitated.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/browser.ts';
import { DOCS_ROOT } from '../lib/roots.ts';
import { readPage } from './read-page.ts';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const HEADERS_FILE = 'apps/web/public/_headers';
const FRAME = `${TURNSTILE_ORIGIN}/cdn-cgi/challenge-platform/turnstile`;

const { blocks } = readPage(readFileSync(path.join(DOCS_ROOT, 'development', 'api-security.md'), 'utf8'));

/** The one block of the page titled `_headers` in this language. */
function headersBlock(language: string): string {
  const found = blocks.filter((block) => block.title === HEADERS_FILE && block.language === language);
  expect(found, `one ${language} block titled ${HEADERS_FILE}`).toHaveLength(1);
  return found[0]!.code;
}

/** Applies a unified diff's hunks to a text: each hunk's old lines must be found in it as they are. */
function applyDiff(text: string, diff: string): string {
  const hunks = diff.split(/^@@[^\n]*@@[^\n]*\n/m).slice(1);
  expect(hunks.length).toBeGreaterThan(0);
  let result = text;
  for (const hunk of hunks) {
    const lines = hunk.replace(/\n$/, '').split('\n');
    const before = lines.filter((line) => !line.startsWith('+')).map((line) => line.slice(1));
    const after = lines.filter((line) => !line.startsWith('-')).map((line) => line.slice(1));
    expect(result).toContain(before.join('\n'));
    result = result.replace(before.join('\n'), after.join('\n'));
  }
  return result;
}

function contentSecurityPolicy(headers: string): string {
  const policy = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1];
  expect(policy, 'a Content-Security-Policy rule').toBeDefined();
  return policy!.trim();
}

/** The script the page's widget adds (its SCRIPT_URL). */
const SCRIPT = /const SCRIPT_URL = '([^']+)'/.exec(
  blocks.find((block) => block.title === 'apps/web/src/components/sign-up-form.tsx')?.code ?? '',
)?.[1];

const before = contentSecurityPolicy(headersBlock('txt'));
const after = contentSecurityPolicy(applyDiff(headersBlock('txt'), headersBlock('diff')));

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  // An empty page under the policy the request names.
  server = createServer((request, response) => {
    const policy = new URL(request.url ?? '/', 'http://localhost').searchParams.get('policy') ?? '';
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': policy });
    response.end('<!doctype html><title>Turnstile policy</title><main></main>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The violations (directive and blocked origin) a page under `policy` reports when it adds Turnstile's script and a frame from its origin. */
async function violations(policy: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/?policy=${encodeURIComponent(policy)}`);
    return await page.evaluate(
      async ({ script, frame }) => {
        const seen: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          // Chromium reports a blocked frame by its origin alone: compare origins.
          seen.push(`${event.effectiveDirective} ${new URL(event.blockedURI).origin}`),
        );
        const element = document.createElement('script');
        element.src = script;
        const settled = new Promise((resolve) => {
          element.onload = resolve;
          element.onerror = resolve;
        });
        document.head.appendChild(element);
        const iframe = document.createElement('iframe');
        iframe.src = frame;
        const loaded = new Promise((resolve) => {
          iframe.onload = resolve;
          setTimeout(resolve, 5_000);
        });
        document.body.appendChild(iframe);
        await Promise.all([settled, loaded]);
        // Violation events are queued as tasks: let them arrive.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return seen;
      },
      { script: SCRIPT!, frame: FRAME },
    );
  } finally {
    await page.close();
  }
}

describe("API Security's _headers for Turnstile", () => {
  it('names challenges.cloudflare.com in script-src and frame-src', () => {
    const directives = new Map(
      after.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toContain(TURNSTILE_ORIGIN);
    expect(directives.get('frame-src')).toContain(TURNSTILE_ORIGIN);
  });

  it('lets Turnstile’s script and frame through in Chromium', async () => {
    expect(await violations(after)).toEqual([]);
  });

  it('blocks both under the policy before the change', async () => {
    expect((await violations(before)).sort()).toEqual([
      `frame-src ${TURNSTILE_ORIGIN}`,
      `script-src-elem ${TURNSTILE_ORIGIN}`,
    ]);
  });
});
