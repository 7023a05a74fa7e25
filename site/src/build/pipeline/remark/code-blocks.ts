import type { Element, ElementContent } from 'hast';
import type { Code, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { CODE_META_KEYS, parseCodeMeta, runSkipReason } from '../code-meta.ts';
import { CODE_LANGUAGES, highlightToHast, isKnownLanguage } from '../highlighter.ts';
import { PACKAGE_MANAGERS } from '../../../shared/package-managers.ts';
import { UnsupportedCommandError, convertScript } from '../package-managers.ts';
import { renderDiagram } from '../diagrams.ts';

/** A file the page needs next to its HTML (a rendered diagram), written to the build output by the build. */
export interface PageAsset {
  path: string;
  content: string;
}

/** A code block after rendering: its final HTML is carried in `data` (hName, hProperties, hChildren). */
export interface RenderedCode {
  type: 'renderedCode';
  data: NonNullable<Code['data']>;
  position?: Code['position'];
}

declare module 'mdast' {
  interface RootContentMap {
    renderedCode: RenderedCode;
  }
}

declare module 'vfile' {
  interface DataMap {
    assets: PageAsset[];
  }
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

async function codeFigure(
  code: string,
  lang: string,
  title: string | undefined,
  highlightLines: number[],
): Promise<Element> {
  const pre = await highlightToHast(code, lang, highlightLines);
  const children: ElementContent[] = [];
  if (title) children.push(element('figcaption', { className: ['code-title'] }, [text(title)]));
  children.push(
    pre,
    element('button', { type: 'button', className: ['copy-button'], dataCopy: '', hidden: true }, [text('Copy')]),
  );
  return element('figure', { className: ['code-block'], dataLang: lang }, children);
}

/** An `npm` block becomes a tab group npm / yarn / pnpm / bun; the reader's choice is applied site-wide by the client. */
async function packageManagerTabs(script: string, group: string): Promise<Element> {
  const tabs: ElementContent[] = [];
  const panels: ElementContent[] = [];
  for (const [index, manager] of PACKAGE_MANAGERS.entries()) {
    const tabId = `${group}-tab-${manager}`;
    const panelId = `${group}-panel-${manager}`;
    const selected = index === 0;
    tabs.push(
      element(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: tabId,
          ariaSelected: selected ? 'true' : 'false',
          ariaControls: [panelId],
          tabIndex: selected ? 0 : -1,
          dataPm: manager,
        },
        [text(manager)],
      ),
    );
    const figure = await codeFigure(convertScript(script, manager), 'sh', undefined, []);
    panels.push(
      element('div', { role: 'tabpanel', id: panelId, ariaLabelledBy: [tabId], dataPm: manager, hidden: !selected }, [
        figure,
      ]),
    );
  }
  return element('div', { className: ['pm-tabs'], dataPmTabs: '' }, [
    element('div', { role: 'tablist', ariaLabel: 'Package manager' }, tabs),
    ...panels,
  ]);
}

async function diagramFigure(source: string, alt: string, file: VFile, node: Code): Promise<Element | undefined> {
  let rendered;
  try {
    rendered = renderDiagram(source);
  } catch (error) {
    file.message(`mermaid diagram does not render: ${(error as Error).message}`, node);
    return undefined;
  }
  (file.data.assets ??= []).push(...rendered.files);
  const images = rendered.files.map((asset) =>
    element('img', {
      src: `/${asset.path}`,
      alt,
      className: [`diagram-${asset.theme}`],
      loading: 'lazy',
      decoding: 'async',
      width: rendered.width,
      height: rendered.height,
    }),
  );
  return element('figure', { className: ['diagram'] }, images);
}

/**
 * Turns fenced code into its final HTML at build time: Shiki-highlighted blocks with an optional file title, highlighted
 * lines and a copy button; `npm` blocks into package-manager tabs; `mermaid` blocks into static SVG diagrams.
 */
export function remarkCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const blocks: Array<{ node: Code; parent: Parent }> = [];
    let tabGroups = 0;
    visit(tree, 'code', (node, _index, parent) => {
      if (parent) blocks.push({ node, parent });
    });
    for (const { node, parent } of blocks) {
      const lang = node.lang ?? '';
      const meta = parseCodeMeta(node.meta);
      for (const key of meta.unknownKeys) {
        file.message(
          `unknown code block key "${key}": use ${CODE_META_KEYS.map((known) => `${known}="…"`).join(' or ')}, or {lines} to highlight lines`,
          node,
        );
      }
      if (meta.run !== undefined && (!['sh', 'npm'].includes(lang) || runSkipReason(meta.run) === undefined)) {
        file.message(
          `run="${meta.run}": only a sh or npm block can be marked, as run="skip: <why it cannot run offline>"`,
          node,
        );
      }
      let replacement: Element | undefined;
      if (lang === 'npm') {
        try {
          replacement = await packageManagerTabs(node.value, `pm-${++tabGroups}`);
        } catch (error) {
          if (!(error instanceof UnsupportedCommandError)) throw error;
          file.message(`npm block: ${error.message}`, node);
        }
      } else if (lang === 'mermaid') {
        if (!meta.alt) file.message('a mermaid diagram needs alt="…", a text alternative saying what it shows', node);
        replacement = await diagramFigure(node.value, meta.alt ?? '', file, node);
      } else if (!lang) {
        file.message(`code block without a language: add one (${CODE_LANGUAGES.join(', ')}, npm or mermaid)`, node);
      } else if (!isKnownLanguage(lang)) {
        file.message(`unknown code language "${lang}": use one of ${CODE_LANGUAGES.join(', ')}, npm or mermaid`, node);
      } else {
        replacement = await codeFigure(node.value, lang, meta.title, meta.highlightLines);
      }
      if (replacement) {
        const rendered: RenderedCode = {
          type: 'renderedCode',
          data: { hName: replacement.tagName, hProperties: replacement.properties, hChildren: replacement.children },
          position: node.position,
        };
        parent.children[parent.children.indexOf(node)] = rendered;
      }
    }
  };
}
