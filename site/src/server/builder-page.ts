/**
 * The command builder without JavaScript: its form is a GET form to its own page, CLI Options. Asked with the builder's
 * keys in the query (`?type=api-only&db=no`), the page is answered with the builder rendered for those answers by the
 * island's own component (renderToString, so every string is escaped by React and the island hydrates on this HTML
 * as on the prerendered one: renderToStaticMarkup leaves out the markers between adjacent texts that hydration needs, and
 * React then threw the HTML away and rendered the island again); a bad value is a 400 with the
 * same page, the form showing the defaults and the message. Both servers answer it the same way: the page comes from
 * the static files.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CommandBuilder } from '../browser/components/CommandBuilder.ts';
import type { CreateData } from '../shared/agents/mcp-data.ts';
import { builderNameProblem, DEFAULT_ANSWERS, isBuilderQuery, parseBuilderQuery } from '../shared/builder/answers.ts';
import { BUILDER_ISLAND_ID, replaceBuilder } from '../shared/builder/markers.ts';
import { cacheControl } from '../shared/cache-policy.ts';
import type { ServeStatic } from './page-representations.ts';

/**
 * The page answered for the query, or undefined when the request is not the builder's (no builder key in the query),
 * so the page is served as it is.
 */
export async function builderPageAnswer(
  request: Request,
  serveStatic: ServeStatic,
  data: CreateData,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (!isBuilderQuery(url.searchParams)) return undefined;
  const page = await serveStatic(new Request(new URL(url.pathname, url)));
  if (page.status !== 200) {
    await page.body?.cancel();
    return undefined;
  }
  const parsed = parseBuilderQuery(url.searchParams);
  const builder = renderToString(
    createElement(CommandBuilder, {
      data,
      answers: parsed.ok ? parsed.answers : DEFAULT_ANSWERS,
      ...(parsed.ok ? {} : { error: parsed.error }),
    }),
  );
  const refused = !parsed.ok || builderNameProblem(parsed.answers) !== undefined;
  const html = replaceBuilder(
    await page.text(),
    `<div id="${BUILDER_ISLAND_ID}" class="island builder-island">${builder}</div>`,
  );
  if (html === undefined) return undefined;
  return new Response(request.method === 'HEAD' ? null : html, {
    status: refused ? 400 : 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControl(refused ? 'none' : 'search'),
      Vary: 'Accept',
    },
  });
}
