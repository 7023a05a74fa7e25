// An Orval template's web app and its RPC twin's (the same template with `--client rpc`) show the same pages: the same
// components, stylesheet and layout, with hooks that fetch the same API's data through the other client. The matrix's
// every-page check (layout and accessibility at both widths, in both color schemes) therefore loads, in an Orval
// template, only the pages whose own route file differs from its twin's; every page when anything else that renders
// differs. Both projects are composed in memory from the CLI's templates, so this follows the templates as they change.
import { composeProject, type TemplateId } from 'create-flarekit/compose';
import { TEMPLATES } from 'create-flarekit/compose/templates';

const WEB = 'apps/web/';

/** Web files that fetch data or generate the client: they differ between the two clients and render nothing. */
const DATA_LAYER = [
  /^src\/api\/generated\//,
  /^src\/lib\/(api|fetcher)\.ts$/,
  /^src\/lib\/use-[\w-]+\.ts$/,
  /^orval\.config\.ts$/,
  /^package\.json$/,
];

/** The RPC twin of an Orval template; undefined for any other. */
export function rpcTwin(id: TemplateId): TemplateId | undefined {
  const template = TEMPLATES.find((candidate) => candidate.id === id);
  if (template?.client !== 'orval') return undefined;
  const same = (other: (typeof TEMPLATES)[number]) =>
    other.type === template.type && other.database === template.database && other.auth === template.auth;
  return TEMPLATES.find((other) => other.client === 'rpc' && same(other))?.id;
}

/** The files, under apps/web/, that differ between two composed projects (present in one only, or not the same). */
export function differingWebFiles(a: Map<string, string | Uint8Array>, b: Map<string, string | Uint8Array>): string[] {
  const names = new Set([...a.keys(), ...b.keys()].filter((name) => name.startsWith(WEB)));
  return [...names].filter((name) => !sameContents(a.get(name), b.get(name))).map((name) => name.slice(WEB.length));
}

function sameContents(x: string | Uint8Array | undefined, y: string | Uint8Array | undefined): boolean {
  if (x === undefined || y === undefined || typeof x === 'string' || typeof y === 'string') return x === y;
  return Buffer.compare(x, y) === 0;
}

/**
 * Of `pages` (each with its route file under apps/web/), those the every-page check must load in `id`: all of them,
 * unless `id` has an RPC twin and the two web apps differ only in the data layer and in some pages' route files; then
 * those pages only.
 */
export function pagesToLoad<T extends { route: string }>(
  pages: readonly T[],
  differing: readonly string[] | undefined,
): T[] {
  if (differing === undefined) return [...pages];
  const routes = new Set(pages.map((page) => page.route));
  // A route file renders its own page only; the root route is every page's layout.
  const ownPageOnly = (file: string) => file.startsWith('src/routes/') && file !== 'src/routes/__root.tsx';
  const rendersElsewhere = differing.some(
    (file) => !routes.has(file) && !ownPageOnly(file) && !DATA_LAYER.some((pattern) => pattern.test(file)),
  );
  return rendersElsewhere ? [...pages] : pages.filter((page) => differing.includes(page.route));
}

/** The web files that differ between `id` and its RPC twin, composed as the matrix generates them; undefined without a twin. */
export async function differingFromTwin(id: TemplateId): Promise<string[] | undefined> {
  const twin = rpcTwin(id);
  if (!twin) return undefined;
  const compose = (templateId: TemplateId) =>
    composeProject({ templateId, projectName: 'my-app', packageManager: 'npm', cliVersion: '0.0.0' });
  return differingWebFiles(await compose(id), await compose(twin));
}
