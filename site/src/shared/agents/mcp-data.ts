/**
 * What the MCP endpoint knows besides the search index and the pages' markdown: written by the build
 * (`dist/mcp-data.json`, src/build/mcp-data.ts) from the content and the CLI's own definitions, read by both servers
 * (the Node server from disk, the Worker bundled). Plain data, so the servers never run build or CLI code.
 */
import type { PackageManager } from '../package-managers.ts';
import type { ProjectDimension } from '../project-choice.ts';

/** A template's answers in the project choice's terms (`client` is 'none' for API-only templates). */
export type ProjectAnswers = Record<ProjectDimension, string>;

/** One block of a variant group: its value of the group's dimension and where the page's markdown has it. */
export interface VariantBlockSpan {
  value: string;
  /** `[start, end)` character offsets of the fenced block in the page's markdown (`/docs/<path>.md`). */
  start: number;
  end: number;
}

/** Two blocks in a row that show one step for two templates, differing in one answer (`client`, `auth`…). */
export interface VariantGroupSpans {
  dimension: ProjectDimension;
  blocks: VariantBlockSpan[];
}

export interface McpPage {
  /** "getting-started/quick-start": the page is /docs/<path>, its markdown /docs/<path>.md. */
  path: string;
  title: string;
  summary: string;
  /** The length of the page's markdown the spans refer to: a different file is not resolved by them. */
  markdownLength: number;
  variants: VariantGroupSpans[];
}

export interface McpTemplate {
  id: string;
  answers: ProjectAnswers;
}

export interface CreateCommandData {
  /** Each package manager's create command, with `{name}` and `{flags}` to fill in. */
  forms: Record<PackageManager, string>;
  /** The CLI's flags for every template, package manager (or none), git and install choice: see createKey. */
  flags: Record<string, string>;
  /** The name the pages use in their examples. */
  defaultName: string;
  /** The CLI's rule for a project name, and the longest name it takes. */
  nameRule: string;
  nameMaxLength: number;
}

/** A file the CLI writes; `managers` when only some package managers get it (`package-lock.json`: npm). */
export interface TemplateFile {
  path: string;
  managers?: PackageManager[];
}

/** What a create command and the files it writes are made from: the MCP tool's data and the command builder's. */
export interface CreateData {
  /** The nine templates, in the CLI's order. */
  templates: McpTemplate[];
  create: CreateCommandData;
  /** Each template's files, as composeProject writes them, sorted by path. */
  files: Record<string, TemplateFile[]>;
}

export interface McpData extends CreateData {
  /** The site's version, which the MCP server reports. */
  version: string;
  /** Every page, in navigation order. */
  pages: McpPage[];
}

/** The key of one create command's flags in CreateCommandData.flags. */
export function createKey(templateId: string, pm: PackageManager | undefined, git: boolean, install: boolean): string {
  return `${templateId} ${pm ?? 'any'} ${git ? 'git' : 'no-git'} ${install ? 'install' : 'no-install'}`;
}
