import { describe, expect, it } from 'vitest';
import { createForms, mcpData, templateCommandAnswers, templateFiles } from '../../../src/build/mcp-data.ts';
import { projectAnswers } from '../../../src/build/pipeline/variant-groups.ts';
import { pageMarkdown } from '../../../src/build/site-files.ts';
import { HELP_TEXT, TEMPLATE_IDS, type TemplateId } from '../../../src/build/templates.ts';
import { createKey } from '../../../src/shared/agents/mcp-data.ts';
import { resolveVariants } from '../../../src/shared/agents/resolve-variants.ts';
import { PACKAGE_MANAGERS } from '../../../src/shared/package-managers.ts';
import { loadSite, SITE_ROOT } from '../../helpers/site.ts';

const site = await loadSite(SITE_ROOT);
const data = mcpData(site, await templateFiles());
const markdownOf = new Map(site.pages.map((page) => [page._meta.path, pageMarkdown(page)]));

describe('the MCP data of the real site', () => {
  it('lists every page in navigation order, with the length of its markdown', () => {
    expect(data.pages.map((page) => page.path)).toEqual(site.pages.map((page) => page._meta.path));
    for (const page of data.pages) expect(page.markdownLength, page.path).toBe(markdownOf.get(page.path)!.length);
  });

  it('has the variant groups of the pages that have them', () => {
    const groups = data.pages.flatMap((page) => page.variants);
    expect(groups.length).toBeGreaterThanOrEqual(3);
  });

  it('points each block of a group at its label and fenced block in the markdown, naming a template with that answer', () => {
    for (const page of data.pages) {
      const markdown = markdownOf.get(page.path)!;
      for (const group of page.variants) {
        for (const block of group.blocks) {
          const text = markdown.slice(block.start, block.end);
          const label = /^(.+) \(template `([a-z-]+)`\):\n\n(?:File: `[^`\n]+`\n\n)?(`{3,})[a-z]+\n/.exec(text);
          expect(label, `${page.path} ${block.start}`).not.toBeNull();
          expect(text.endsWith(`\n${label![3]!}`), `${page.path} ${block.start}`).toBe(true);
          const template = label![2] as TemplateId;
          expect(TEMPLATE_IDS, `${page.path} ${block.start}`).toContain(template);
          expect(projectAnswers(template)[group.dimension], `${page.path} ${block.start}`).toBe(block.value);
        }
      }
    }
  });

  it('gives every template its answers', () => {
    expect(data.templates).toEqual(TEMPLATE_IDS.map((id) => ({ id, answers: projectAnswers(id) })));
  });

  it('resolves each page for each template: one block of each group, the one with its answer', () => {
    for (const page of data.pages.filter((candidate) => candidate.variants.length > 0)) {
      const markdown = markdownOf.get(page.path)!;
      for (const template of data.templates) {
        const resolved = resolveVariants(markdown, page.variants, template.answers);
        for (const group of page.variants) {
          const texts = group.blocks.map((block) => markdown.slice(block.start, block.end));
          const kept = texts.filter((text) => resolved.includes(text));
          const answer = template.answers[group.dimension];
          if (group.blocks.some((block) => block.value === answer)) {
            expect(kept, `${page.path} for ${template.id}`).toEqual([
              texts[group.blocks.findIndex((block) => block.value === answer)],
            ]);
          } else {
            expect(kept, `${page.path} for ${template.id}`).toEqual(texts);
          }
        }
      }
    }
  });
});

describe('create commands from the CLI', () => {
  it('uses the CLI’s usage line in each package manager’s form', () => {
    expect(data.create.forms).toEqual({
      npm: 'npm create flarekit@latest {name} -- {flags}',
      yarn: 'yarn create flarekit {name} {flags}',
      pnpm: 'pnpm create flarekit {name} {flags}',
      bun: 'bun create flarekit {name} {flags}',
    });
  });

  it('stops when the CLI’s help and the tabs disagree', () => {
    const swapped = HELP_TEXT.replace(
      'pnpm create flarekit [project-name] [options]',
      'pnpm create flarekit [options]',
    );
    expect(() => createForms(swapped)).toThrow(
      /pnpm tab shows "pnpm create flarekit \{name\} \{flags\}".*help says "pnpm create flarekit \{flags\}"/,
    );
    expect(() => createForms('Usage:\n')).toThrow(/no usage line for npm create/);
  });

  it('has the flags of every template, package manager (or none), git and install choice', () => {
    expect(Object.keys(data.create.flags)).toHaveLength(TEMPLATE_IDS.length * (PACKAGE_MANAGERS.length + 1) * 4);
    const cases: Array<[TemplateId, (typeof PACKAGE_MANAGERS)[number] | undefined, boolean, boolean, string]> = [
      ['full-stack-orval', undefined, true, true, '-y'],
      ['full-stack-rpc-no-auth', 'pnpm', true, true, '-y --client rpc --no-auth --pm pnpm'],
      ['full-stack-orval-no-db', undefined, false, false, '-y --no-db --no-git --no-install'],
      ['api', 'bun', true, true, '-y --type api-only --pm bun'],
      ['api-no-db', undefined, true, false, '-y --type api-only --no-db --no-install'],
    ];
    for (const [template, pm, git, install, flags] of cases) {
      expect(data.create.flags[createKey(template, pm, git, install)], template).toBe(flags);
    }
  });

  it('states each template by the CLI’s answers', () => {
    expect(templateCommandAnswers('full-stack-rpc-no-db')).toEqual({
      type: 'full-stack',
      client: 'rpc',
      database: false,
      auth: false,
    });
    expect(templateCommandAnswers('api-no-auth')).toEqual({
      type: 'api-only',
      client: 'orval',
      database: true,
      auth: false,
    });
  });

  it('takes the project name rule from the CLI', () => {
    expect(data.create.nameMaxLength).toBe(55);
    expect(data.create.nameRule).toMatch(/lowercase letters, digits and dashes/);
    expect(data.create.defaultName).toBe('my-app');
  });
});
