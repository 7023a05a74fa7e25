import { createElement as h } from 'react';
import type { CreateData } from '../../shared/agents/mcp-data.ts';
import {
  BUILDER_QUESTIONS,
  BUILDER_SECTION_ID,
  isQuestionRelevant,
  type BuilderAnswers,
  type BuilderKey,
} from '../../shared/builder/answers.ts';
import { builderResult } from '../../shared/builder/builder-result.ts';
import { PACKAGE_MANAGERS } from '../../shared/package-managers.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { copyWithFeedback } from '../lib/clipboard.ts';

/*
 * The command builder of CLI Options: the CLI's questions as radio groups, and for the answers the template, the
 * create command in each package manager and the template's files. One component for both places it renders: the
 * island in the browser, and the server's answer to the form sent without JavaScript (a GET form to the page itself).
 * Written with createElement rather than JSX because the Node server runs its TypeScript sources as they are.
 */

export interface CommandBuilderProps {
  data: CreateData;
  answers: BuilderAnswers;
  /** Why the query the page was asked with was refused; the form then shows the defaults. */
  error?: string | undefined;
  onChange?: (key: BuilderKey, value: string) => void;
}

const ERROR_ID = 'command-builder-error';
const TREE_CAPTION_ID = 'command-builder-tree';

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
      h(
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
