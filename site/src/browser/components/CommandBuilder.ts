import { createElement as h } from 'react';
import type { CreateData } from '../../shared/agents/mcp-data.ts';
import {
  BUILDER_NAME_KEY,
  BUILDER_QUESTIONS,
  BUILDER_SECTION_ID,
  builderNameProblem,
  isQuestionRelevant,
  type BuilderAnswers,
} from '../../shared/builder/answers.ts';
import { builderResult } from '../../shared/builder/builder-result.ts';
import { PACKAGE_MANAGERS } from '../../shared/package-managers.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { copyWithFeedback } from '../lib/clipboard.ts';

/*
 * The command builder of CLI Options: the project name and the CLI's questions as radio groups, and for the answers
 * the template, the create command in each package manager and the template's files. A name the CLI refuses shows the
 * CLI's own message next to its field, and no command is offered until it is one the CLI takes. One component for both places it renders: the
 * island in the browser, and the server's answer to the form sent without JavaScript (a GET form to the page itself).
 * Written with createElement rather than JSX because the Node server runs its TypeScript sources as they are.
 */

export interface CommandBuilderProps {
  data: CreateData;
  answers: BuilderAnswers;
  /** Why the query the page was asked with was refused; the form then shows the defaults. */
  error?: string | undefined;
  onChange?: (key: keyof BuilderAnswers, value: string) => void;
}

const ERROR_ID = 'command-builder-error';
const TREE_CAPTION_ID = 'command-builder-tree';
const NAME_ID = 'command-builder-name';
const NAME_ERROR_ID = 'command-builder-name-error';

/** The project name, judged by the CLI's rule as the reader types: its message is the field's description. */
function NameField({
  name,
  problem,
  onChange,
}: {
  name: string;
  problem: string | undefined;
  onChange: CommandBuilderProps['onChange'];
}) {
  return h(
    'div',
    { className: 'builder-name' },
    h('label', { htmlFor: NAME_ID }, 'Project name'),
    h('input', {
      id: NAME_ID,
      type: 'text',
      name: BUILDER_NAME_KEY,
      value: name,
      autoComplete: 'off',
      autoCapitalize: 'none',
      spellCheck: false,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? NAME_ERROR_ID : undefined,
      onChange: (event: { currentTarget: HTMLInputElement }) => onChange?.(BUILDER_NAME_KEY, event.currentTarget.value),
    }),
    // Always in the page, so that a message appearing in it is announced.
    h(
      'div',
      { 'aria-live': 'polite' },
      problem ? h('p', { id: NAME_ERROR_ID, className: 'builder-name-error' }, problem) : null,
    ),
  );
}

function Question({
  question,
  answers,
  onChange,
}: {
  question: (typeof BUILDER_QUESTIONS)[number];
  answers: BuilderAnswers;
  onChange: CommandBuilderProps['onChange'];
}) {
  const relevant = isQuestionRelevant(question.key, answers);
  const note = relevant ? null : question.key === 'client' ? ' (full stack only)' : ' (needs the database)';
  return h(
    'fieldset',
    { className: 'builder-question', disabled: !relevant },
    h('legend', null, question.legend, note),
    Object.entries(question.options).map(([value, label]) =>
      h(
        'label',
        { key: value, className: 'builder-option' },
        h('input', {
          type: 'radio',
          name: question.key,
          value,
          checked: answers[question.key] === value,
          onChange: () => onChange?.(question.key, value),
        }),
        ' ',
        label,
      ),
    ),
  );
}

/** A command's words, each kept whole when the line wraps (`--client` never splits at its dashes). */
function commandWords(command: string) {
  return command.split(' ').flatMap((word, index) => [index > 0 ? ' ' : null, h('span', { key: index }, word)]);
}

export function CommandBuilder({ data, answers, error, onChange }: CommandBuilderProps) {
  const hydrated = useHydrated();
  const result = builderResult(data, answers);
  const nameProblem = builderNameProblem(answers);
  const fileCount = result.tree.split('\n').filter((line) => !line.endsWith('/')).length;
  return h(
    'form',
    {
      className: 'builder',
      method: 'get',
      // The page itself (its address without the query, which the form's answers replace), at the builder.
      action: `#${BUILDER_SECTION_ID}`,
      'aria-label': 'Command builder',
      'aria-describedby': error ? ERROR_ID : undefined,
      onSubmit: hydrated ? (event: { preventDefault: () => void }) => event.preventDefault() : undefined,
    },
    error ? h('p', { id: ERROR_ID, className: 'builder-error', role: 'alert' }, error) : null,
    h(NameField, { name: answers.name, problem: nameProblem, onChange }),
    h(
      'div',
      { className: 'builder-questions' },
      BUILDER_QUESTIONS.map((question) => h(Question, { key: question.key, question, answers, onChange })),
    ),
    hydrated ? null : h('button', { type: 'submit', className: 'builder-submit' }, 'Show the command'),
    h(
      'div',
      { className: 'builder-result' },
      h('p', { className: 'builder-template', 'aria-live': 'polite' }, 'Template: ', h('code', null, result.template)),
      nameProblem
        ? h('p', { className: 'builder-no-command' }, 'No command until the project name is one the CLI takes.')
        : h(
            'ul',
            { className: 'builder-commands', 'aria-label': 'Create command' },
            PACKAGE_MANAGERS.map((pm) =>
              h(
                'li',
                { key: pm, className: 'builder-command' },
                h('span', { className: 'builder-pm' }, pm),
                h('code', { className: 'builder-command-text' }, commandWords(result.commands[pm])),
                h(
                  'button',
                  {
                    type: 'button',
                    className: 'text-button builder-copy',
                    hidden: !hydrated,
                    'aria-label': `Copy the ${pm} command`,
                    onClick: (event: { currentTarget: HTMLButtonElement }) =>
                      void copyWithFeedback(event.currentTarget, result.commands[pm]),
                  },
                  'Copy',
                ),
              ),
            ),
          ),
      h(
        'p',
        { id: TREE_CAPTION_ID, className: 'builder-tree-caption' },
        `The ${fileCount} files the CLI writes for `,
        h('code', null, result.template),
        answers.pm === 'any' ? '' : ` with ${answers.pm}`,
        ' (installing adds node_modules/):',
      ),
      h(
        'pre',
        { className: 'builder-tree', role: 'region', tabIndex: 0, 'aria-labelledby': TREE_CAPTION_ID },
        h('code', null, result.tree),
      ),
    ),
  );
}
