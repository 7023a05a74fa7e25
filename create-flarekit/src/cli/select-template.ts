/** Which of the nine templates a set of answers selects: the answers' row of the template table. */
import { templateFor, type TemplateChoice, type TemplateId } from '../compose/templates.ts';

export type { ApiClient, ProjectType, TemplateChoice } from '../compose/templates.ts';
export type { TemplateId };

export function selectTemplate(choice: TemplateChoice): TemplateId {
  return templateFor(choice).id;
}
