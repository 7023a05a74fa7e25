import { z } from 'zod';
import { TEMPLATE_IDS } from '../templates.ts';

/** The frontmatter every page must have. Unknown keys are errors, so a typo ("sumary") cannot pass silently. */
export const frontmatterSchema = z.strictObject({
  /** The page title: the navigation label, the <h1> and the <title>. */
  title: z.string().trim().min(1, 'title is empty').max(80, 'title is longer than 80 characters'),
  /** One sentence shown under the title, in search results and as the meta description. */
  summary: z
    .string()
    .trim()
    .min(20, 'summary is shorter than 20 characters: write one full sentence')
    .max(200, 'summary is longer than 200 characters: keep it to one sentence'),
  /**
   * The template the page teaches (default `full-stack-orval`): its code blocks, commands, files and answers are checked
   * against a project the CLI generates from it (`npm run check:samples -w acceptance`). One block can name another with
   * `template="…"`.
   */
  template: z.enum(TEMPLATE_IDS).optional(),
  /**
   * Words a reader uses for what the page is about that its title and summary do not say ("undo" for a page about
   * rollbacks): never shown, searched with the summary, so a question in the reader's words finds the page about it.
   */
  keywords: z
    .array(z.string().trim().min(1, 'a keyword is empty').max(40, 'a keyword is longer than 40 characters'))
    .max(30, 'more than 30 keywords: keep the words a reader would use')
    .optional(),
});
