/**
 * The inline head script, applied before first paint so the page never flashes the wrong theme or the wrong project
 * variant. It marks that JavaScript runs (CSS uses it for enhancements that need scripts), applies the theme as
 * theme.ts reads it (and the preference itself, which the theme toggle's icon shows), and the reader's project choice
 * as parseProjectChoice (project-choice.ts) reads it. Its SHA-256 hash is allowed by the content security policy
 * (headers.ts); no other inline script exists.
 *
 * Only the build and the servers import this module: the strings stay out of the browser bundle.
 */
import { PROJECT_DIMENSION_NAMES, PROJECT_STORAGE_KEY, projectValues } from './project-choice.ts';
import { DARK_QUERY, THEME_STORAGE_KEY } from './theme.ts';

/**
 * The head script's part (inside its function, `d` is <html>): what parseProjectChoice does, written small, setting
 * `data-project-<dimension>` for each dimension.
 */
export const PROJECT_HEAD_SNIPPET = `let p;try{p=JSON.parse(localStorage.getItem(${JSON.stringify(PROJECT_STORAGE_KEY)}))}catch{}p=p&&typeof p=="object"?p:{};for(const[k,v]of Object.entries(${JSON.stringify(
  Object.fromEntries(PROJECT_DIMENSION_NAMES.map((dimension) => [dimension, projectValues(dimension)])),
)}))d.setAttribute("data-project-"+k,v.includes(p[k])?p[k]:v[0])`;

/** The whole script, written by hand to stay tiny. */
export const HEAD_SCRIPT = `(()=>{const d=document.documentElement;d.dataset.js="";let t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}if(t!=="light"&&t!=="dark")t="system";d.dataset.themePreference=t;if(t==="system")t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";d.dataset.theme=t;${PROJECT_HEAD_SNIPPET}})()`;
