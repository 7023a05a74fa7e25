import type { Element, ElementContent } from 'hast';
import type { Code, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { CODE_META_KEYS, isSentRequest, parseCodeMeta, runSkipReason } from '../code-meta.ts';
import { PROJECT_DIMENSIONS, TEMPLATE_IDS, isTemplateId, type TemplateId } from '../../templates.ts';
import { describeVariants, variantRuns, type VariantGroup } from '../variant-groups.ts';
import { CODE_LANGUAGES, highlightToHast, isKnownLanguage } from '../highlighter.ts';
import { PACKAGE_MANAGERS } from '../../../shared/package-managers.ts';
import { UnsupportedCommandError, convertScript } from '../package-managers.ts';
import { renderDiagram } from '../diagrams.ts';
import { loadScreenshot } from '../screenshots.ts';

/** A file the page needs next to its HTML (a rendered diagram, a screenshot), written to the build output by the build. */
export interface PageAsset {
  path: string;
  content: string | Uint8Array;
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

interface Tab {
  /** The tab's value, part of its id (`npm`, `rpc`). */
  value: string;
  label: string;
  /** data-* properties set on both the tab and its panel. */
  data: Element['properties'];
  panel: ElementContent[];
}

/**
 * A WAI-ARIA tab group of prerendered HTML: a tablist of buttons, each controlling one panel; the first is selected.
 * `hideOthers` hides the other panels in the HTML (package managers: without JavaScript npm alone shows); project
 * variants leave them visible, and CSS picks the reader's.
 */
function tabGroup(
  id: string,
  tabs: Tab[],
  group: {
    properties: Element['properties'];
    listLabel: string;
    listClass?: string;
    panelClass?: string;
    hideOthers: boolean;
  },
): Element {
  const list: ElementContent[] = [];
  const panels: ElementContent[] = [];
  tabs.forEach((tab, index) => {
    const tabId = `${id}-tab-${tab.value}`;
    const panelId = `${id}-panel-${tab.value}`;
    const selected = index === 0;
    list.push(
      element(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: tabId,
          ariaSelected: selected ? 'true' : 'false',
          ariaControls: [panelId],
          tabIndex: selected ? 0 : -1,
          ...tab.data,
        },
        [text(tab.label)],
      ),
    );
    panels.push(
      element(
        'div',
        {
          role: 'tabpanel',
          id: panelId,
          ariaLabelledBy: [tabId],
          ...(group.panelClass ? { className: [group.panelClass] } : {}),
          ...tab.data,
          ...(group.hideOthers ? { hidden: !selected } : {}),
        },
        tab.panel,
      ),
    );
  });
  const listProperties = {
    role: 'tablist',
    ...(group.listClass ? { className: [group.listClass] } : {}),
    ariaLabel: group.listLabel,
  };
  return element('div', group.properties, [element('div', listProperties, list), ...panels]);
}

/** An `npm` block becomes a tab group npm / yarn / pnpm / bun; the reader's choice is applied site-wide by the client. */
async function packageManagerTabs(script: string, group: string): Promise<Element> {
  const tabs: Tab[] = [];
  for (const manager of PACKAGE_MANAGERS) {
    const figure = await codeFigure(convertScript(script, manager), 'sh', undefined, []);
    tabs.push({ value: manager, label: manager, data: { dataPm: manager }, panel: [figure] });
  }
  return tabGroup(group, tabs, {
    properties: { className: ['pm-tabs'], dataPmTabs: '' },
    listLabel: 'Package manager',
    hideOthers: true,
  });
}

/**
 * Two blocks for two templates become one tab group, one tab per value of the answer they differ in ("Orval client" /
 * "RPC client"). Without JavaScript both panels show, each under its label; with it, the head script's
 * `data-project-<dimension>` on <html> and site.css show the reader's one, and the client keeps the tabs in step.
 */
function variantTabs(group: VariantGroup, figures: Element[], id: string): Element {
  const labels = PROJECT_DIMENSIONS[group.dimension].values as Record<string, string>;
  const tabs = group.values.map((value, index): Tab => {
    const label = labels[value]!;
    return {
      value,
      label,
      data: { dataProjectDimension: group.dimension, dataProjectValue: value },
      panel: [element('p', { className: ['variant-label'] }, [text(label)]), figures[index]!],
    };
  });
  return tabGroup(id, tabs, {
    properties: { className: ['variants'], dataVariants: group.dimension },
    listLabel: `Your project: ${PROJECT_DIMENSIONS[group.dimension].label}`,
    listClass: 'variant-tabs',
    panelClass: 'variant',
    hideOthers: false,
  });
}

function toRendered(replacement: Element, position: Code['position']): RenderedCode {
  return {
    type: 'renderedCode',
    data: { hName: replacement.tagName, hProperties: replacement.properties, hChildren: replacement.children },
    ...(position ? { position } : {}),
  };
}

function fromRendered(node: RenderedCode): Element {
  return element(node.data.hName!, node.data.hProperties ?? {}, (node.data.hChildren ?? []) as ElementContent[]);
}

/** The variant groups of the page: runs of consecutive code blocks whose meta names a template. */
function findVariantGroups(tree: Root, file: VFile): Array<{ parent: Parent; nodes: Code[]; group: VariantGroup }> {
  const groups: Array<{ parent: Parent; nodes: Code[]; group: VariantGroup }> = [];
  const templateOf = (node: unknown) =>
    (node as { type?: string }).type === 'code' ? parseCodeMeta((node as Code).meta).template : undefined;
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const parent = node as Parent;
    for (const [start, end] of variantRuns(parent.children, (child) => isTemplateId(templateOf(child)))) {
      const nodes = parent.children.slice(start, end) as Code[];
      const described = describeVariants(nodes.map((child) => templateOf(child) as TemplateId));
      if ('error' in described) file.message(described.error, nodes[0]);
      else groups.push({ parent, nodes, group: described });
    }
  });
  return groups;
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
  const fullSize = rendered.files.map((asset) =>
    element('a', { href: `/${asset.path}`, className: [`diagram-${asset.theme}`] }, [
      text('Open the diagram full size'),
    ]),
  );
  // On a phone the picture keeps its own size (labels of 11 to 13 px) and its frame scrolls sideways: the frame is
  // focusable, so arrow keys scroll it too.
  return element('figure', { className: ['diagram'] }, [
    element('div', { className: ['diagram-viewport'], tabIndex: 0, role: 'group', ariaLabel: 'Diagram' }, images),
    element('p', { className: ['diagram-actions'] }, fullSize),
  ]);
}

/**
 * A screenshot of a generated project (content/screenshots/<template>/): light and dark pictures, each with its phone
 * version for narrow screens; the site's theme shows one of the two, and the browser loads only the image it shows.
 */
async function screenshotFigure(name: string, alt: string, file: VFile, node: Code): Promise<Element | undefined> {
  let images;
  try {
    images = await loadScreenshot(name);
  } catch (error) {
    file.message(`screenshot: ${(error as Error).message}`, node);
    return undefined;
  }
  (file.data.assets ??= []).push(...images);
  const pictures = (['light', 'dark'] as const).map((theme) => {
    const phone = images.find((image) => image.theme === theme && image.viewport === 'phone')!;
    const desktop = images.find((image) => image.theme === theme && image.viewport === 'desktop')!;
    return element('picture', { className: [`screenshot-${theme}`] }, [
      element('source', {
        media: '(max-width: 40rem)',
        srcSet: `/${phone.path}`,
        width: phone.width,
        height: phone.height,
      }),
      element('img', {
        src: `/${desktop.path}`,
        alt,
        loading: 'lazy',
        decoding: 'async',
        width: desktop.width,
        height: desktop.height,
      }),
    ]);
  });
  return element('figure', { className: ['screenshot'] }, pictures);
}

/**
 * Turns fenced code into its final HTML at build time: Shiki-highlighted blocks with an optional file title, highlighted
 * lines and a copy button; `npm` blocks into package-manager tabs; `mermaid` blocks into static SVG diagrams.
 */
export function remarkCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const blocks: Array<{ node: Code; parent: Parent }> = [];
    const rendered = new Map<Code, RenderedCode>();
    const variantGroups = findVariantGroups(tree, file);
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
      if (meta.template !== undefined && !isTemplateId(meta.template)) {
        file.message(`unknown template "${meta.template}": use one of ${TEMPLATE_IDS.join(', ')}`, node);
      }
      if (meta.from !== undefined && (meta.from !== 'template' || !meta.title)) {
        file.message(
          `from="${meta.from}": write from="template" on a block with a title, to say it is that file as generated`,
          node,
        );
      }
      if (meta.sent !== undefined && (lang !== 'json' || !isSentRequest(meta.sent))) {
        file.message(
          `sent="${meta.sent}": only a json block can be marked, as sent="<METHOD> <path>" (sent="PUT /api/todos/{id}")`,
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
      } else if (lang === 'screenshot') {
        if (!meta.alt) file.message('a screenshot needs alt="…", a text alternative saying what it shows', node);
        replacement = await screenshotFigure(node.value.trim(), meta.alt ?? '', file, node);
      } else if (lang === 'mermaid') {
        if (!meta.alt) file.message('a mermaid diagram needs alt="…", a text alternative saying what it shows', node);
        replacement = await diagramFigure(node.value, meta.alt ?? '', file, node);
      } else if (!lang) {
        file.message(
          `code block without a language: add one (${CODE_LANGUAGES.join(', ')}, npm, mermaid or screenshot)`,
          node,
        );
      } else if (!isKnownLanguage(lang)) {
        file.message(
          `unknown code language "${lang}": use one of ${CODE_LANGUAGES.join(', ')}, npm, mermaid or screenshot`,
          node,
        );
      } else {
        replacement = await codeFigure(node.value, lang, meta.title, meta.highlightLines);
      }
      if (replacement) {
        const renderedNode = toRendered(replacement, node.position);
        rendered.set(node, renderedNode);
        parent.children[parent.children.indexOf(node)] = renderedNode;
      }
    }
    variantGroups.forEach(({ parent, nodes, group }, index) => {
      const figures = nodes.map((node) => rendered.get(node));
      if (figures.some((figure) => figure === undefined)) return; // a block that did not render is reported already
      const elements = figures.map((figure) => fromRendered(figure!));
      const start = parent.children.indexOf(figures[0]!);
      const wrapper = toRendered(variantTabs(group, elements, `variant-${index + 1}`), {
        start: nodes[0]!.position!.start,
        end: nodes.at(-1)!.position!.end,
      });
      parent.children.splice(start, nodes.length, wrapper);
    });
  };
}
