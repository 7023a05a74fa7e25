import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
const WIDTH = 1200;
const HEIGHT = 630;
const PADDING = 72;

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | undefined;

function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** A plain element tree for satori (it takes React-like objects; no React needed at build time here). */
function box(style: Record<string, unknown>, children: unknown): unknown {
  return { type: 'div', props: { style, children } };
}

/**
 * The Open Graph image of a page (1200×630 PNG), made at build time: the section, the title and the summary on the
 * site's colours. Text is laid out by satori with the Inter font shipped by @fontsource/inter; resvg renders the PNG.
 */
export async function renderOgImage({
  eyebrow,
  title,
  summary,
}: {
  eyebrow: string;
  title: string;
  summary: string;
}): Promise<Buffer> {
  const tree = box(
    // satori sizes boxes without their padding (content-box): the padded frame is exactly WIDTH × HEIGHT.
    {
      width: WIDTH - 2 * PADDING,
      height: HEIGHT - 2 * PADDING,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: PADDING,
      background: '#0f1115',
      color: '#e6e8eb',
      fontFamily: 'Inter',
    },
    [
      box({ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }, [
        box({ width: 56, height: 56, borderRadius: 14, background: '#f6821f', display: 'flex' }, []),
        box({ display: 'flex' }, 'Flarekit docs'),
      ]),
      box({ display: 'flex', flexDirection: 'column', gap: 24, width: WIDTH - 2 * PADDING }, [
        box(
          {
            display: 'flex',
            fontSize: 30,
            color: '#f6821f',
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: 2,
          },
          eyebrow,
        ),
        box(
          {
            display: 'flex',
            width: WIDTH - 2 * PADDING,
            fontSize: title.length > 40 ? 60 : 72,
            fontWeight: 700,
            lineHeight: 1.1,
          },
          title,
        ),
        box({ display: 'flex', width: WIDTH - 2 * PADDING, fontSize: 30, color: '#b8bec6', lineHeight: 1.4 }, summary),
      ]),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: await loadFonts(),
  });
  // resvg renders on libuv's thread pool: the build lays out the next images while earlier ones render.
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: WIDTH } })).asPng();
}
