import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CommandBuilder } from '../../browser/components/CommandBuilder.ts';
import type { CreateData } from '../../shared/agents/mcp-data.ts';
import { BUILDER_DATA_ID, BUILDER_SECTION_ID, DEFAULT_ANSWERS } from '../../shared/builder/answers.ts';
import { BUILDER_END, BUILDER_ISLAND_ID, BUILDER_START } from '../../shared/builder/markers.ts';
import { jsonForScript } from '../../shared/escape.ts';

/**
 * The command builder as the prerendered CLI Options page holds it: the island with the default answers between the
 * markers the server fills in for a query, then the data the island needs (the build's table of commands and files).
 */
export function builderHtml(data: CreateData): string {
  const island = renderToString(createElement(CommandBuilder, { data, answers: DEFAULT_ANSWERS }));
  const json = jsonForScript({ templates: data.templates, create: data.create, files: data.files });
  return (
    `${BUILDER_START}<div id="${BUILDER_ISLAND_ID}" class="island builder-island">${island}</div>${BUILDER_END}` +
    `<script type="application/json" id="${BUILDER_DATA_ID}">${json}</script>`
  );
}

/** Where a `##` heading starts in a page's HTML: its wrapper (rehype/heading-anchors.ts), or the heading itself. */
const H2_START = /<div class="heading heading-h2">|<h2[\s>]/g;

/**
 * The page body with `html` at the end of its "Command builder" section (before the next `##` heading). The page must
 * have the section: the build stops otherwise.
 */
export function withBuilderSection(body: string, html: string): string {
  const heading = body.indexOf(`<h2 id="${BUILDER_SECTION_ID}"`);
  if (heading < 0) {
    throw new Error(`The command builder's page has no "## Command builder" section (#${BUILDER_SECTION_ID})`);
  }
  H2_START.lastIndex = body.indexOf('</h2>', heading);
  const next = H2_START.exec(body)?.index;
  return next === undefined ? body + html : body.slice(0, next) + html + body.slice(next);
}
