import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isTemplateId, webAppFingerprint } from '../templates.ts';

/** The folder of the screenshots a page shows: `content/screenshots/<template>/`, one capture per template. */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../../content/screenshots');

export const SCREENSHOT_VIEWPORTS = ['desktop', 'phone'] as const;
export const SCREENSHOT_THEMES = ['light', 'dark'] as const;

export interface ScreenshotFile {
  path: string;
  content: Uint8Array;
  viewport: (typeof SCREENSHOT_VIEWPORTS)[number];
  theme: (typeof SCREENSHOT_THEMES)[number];
  width: number;
  height: number;
}

/** What the capture script writes next to the images (create-flarekit: `npm run screenshots`). */
interface Capture {
  template: string;
  fingerprint: string;
  files: string[];
}

/** Width and height of a PNG, from its IHDR chunk; undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** `full-stack-orval/dashboard` → the template and the page name, or why the name is not one. */
export function parseScreenshotName(name: string): { template: string; page: string } | { problem: string } {
  const match = /^([a-z-]+)\/([a-z-]+)$/.exec(name);
  if (!match) return { problem: `"${name}" is not <template>/<page>, for example full-stack-orval/dashboard` };
  return { template: match[1]!, page: match[2]! };
}

const fingerprints = new Map<string, Promise<string>>();

/**
 * The four images of one screenshot (desktop and phone, light and dark), named by a hash of their bytes. Throws with the
 * fix when a file is missing or the capture is older than the template's web app.
 */
export async function loadScreenshot(name: string, root = SCREENSHOTS_DIR): Promise<ScreenshotFile[]> {
  const parsed = parseScreenshotName(name);
  if ('problem' in parsed) throw new Error(parsed.problem);
  const { template, page } = parsed;
  if (!isTemplateId(template)) throw new Error(`screenshot ${name}: "${template}" is not a template`);
  const folder = path.join(root, template);
  const capture = JSON.parse(await readFile(path.join(folder, 'capture.json'), 'utf8').catch(() => '{}')) as Capture;
  if (!fingerprints.has(template)) fingerprints.set(template, webAppFingerprint(template));
  const current = await fingerprints.get(template)!;
  if (capture.fingerprint !== current) {
    throw new Error(
      `the screenshots of ${template} were taken of another version of its web app (fingerprint ` +
        `${capture.fingerprint ?? 'missing'}, the templates' is ${current}): run npm run screenshots -w acceptance`,
    );
  }
  const files: ScreenshotFile[] = [];
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    for (const theme of SCREENSHOT_THEMES) {
      const file = `${page}-${viewport}-${theme}.png`;
      const content = await readFile(path.join(folder, file)).catch(() => undefined);
      const size = content && pngSize(content);
      if (!content || !size) throw new Error(`screenshot ${name}: ${template}/${file} is missing or not a PNG`);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
      files.push({ path: `assets/screenshots/${hash}.png`, content, viewport, theme, ...size });
    }
  }
  return files;
}
