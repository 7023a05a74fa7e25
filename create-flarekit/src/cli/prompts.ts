/**
 * The terminal prompter: @clack/core's prompts (raw-mode input, key handling, redrawing) with renderers that keep the
 * look of @clack/prompts while a question is open, and leave one line per answered question, `◇ <question>  <answer>`,
 * as the documentation shows them.
 */
import { ConfirmPrompt, SelectPrompt, TextPrompt, type State } from '@clack/core';
import {
  S_BAR,
  S_BAR_END,
  S_RADIO_ACTIVE,
  S_RADIO_INACTIVE,
  S_STEP_ACTIVE,
  S_STEP_CANCEL,
  S_STEP_ERROR,
  S_STEP_SUBMIT,
} from '@clack/prompts';
import pc from 'picocolors';
import type { Prompter } from './questions.ts';
import { answerLine } from './summary.ts';

function finished(state: State, message: string, answer: string): string | undefined {
  if (state === 'submit') return `${pc.green(S_STEP_SUBMIT)} ${answerLine(message, pc.dim(answer))}`;
  if (state === 'cancel') return `${pc.red(S_STEP_CANCEL)} ${answerLine(message, pc.strikethrough(pc.dim(answer)))}`;
  return undefined;
}

function open(state: State, message: string, body: string, error?: string): string {
  const color = state === 'error' ? pc.yellow : pc.cyan;
  const symbol = state === 'error' ? S_STEP_ERROR : S_STEP_ACTIVE;
  const end =
    state === 'error' && error
      ? `${color(S_BAR_END)}  ${wrap(error, (process.stdout.columns || 80) - 3)
          .map((line) => pc.yellow(line))
          .join('\n   ')}`
      : color(S_BAR_END);
  const lines = body.split('\n').map((line) => `${color(S_BAR)}  ${line}`);
  return `${color(symbol)}  ${message}\n${lines.join('\n')}\n${end}\n`;
}

/** Breaks a message into lines of at most `width` characters at spaces, so that a long one stays clear of the guide. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > Math.max(width, 20)) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}

export const terminalPrompter: Prompter = {
  text({ message, defaultValue, validate }) {
    return new TextPrompt({
      defaultValue,
      // An empty answer takes the default, so the default is what gets checked.
      validate: (value) => validate(value?.trim() ? value : defaultValue),
      render() {
        const done = finished(this.state, message, this.value?.trim() || defaultValue);
        if (done !== undefined) return done;
        const input = this.userInput
          ? this.userInputWithCursor
          : `${pc.inverse(defaultValue[0] ?? ' ')}${pc.dim(defaultValue.slice(1))}`;
        return open(this.state, message, input, this.error);
      },
    }).prompt() as Promise<string | symbol>;
  },

  select({ message, options, initialValue }) {
    return new SelectPrompt({
      options,
      initialValue,
      render() {
        const chosen = options[this.cursor];
        const done = finished(this.state, message, chosen?.label ?? '');
        if (done !== undefined) return done;
        const body = options
          .map((option, index) =>
            // Every choice shows its hint, so that they can be compared before moving.
            index === this.cursor
              ? `${pc.green(S_RADIO_ACTIVE)} ${option.label}${option.hint ? pc.dim(` — ${option.hint}`) : ''}`
              : `${pc.dim(S_RADIO_INACTIVE)} ${pc.dim(`${option.label}${option.hint ? ` — ${option.hint}` : ''}`)}`,
          )
          .join('\n');
        return open(this.state, message, body);
      },
    }).prompt() as Promise<(typeof options)[number]['value'] | symbol>;
  },

  confirm({ message, initialValue }) {
    return new ConfirmPrompt({
      active: 'Yes',
      inactive: 'No',
      initialValue,
      render() {
        const done = finished(this.state, message, this.value ? 'Yes' : 'No');
        if (done !== undefined) return done;
        const yes = this.value ? `${pc.green(S_RADIO_ACTIVE)} Yes` : `${pc.dim(S_RADIO_INACTIVE)} ${pc.dim('Yes')}`;
        const no = this.value ? `${pc.dim(S_RADIO_INACTIVE)} ${pc.dim('No')}` : `${pc.green(S_RADIO_ACTIVE)} No`;
        return open(this.state, message, `${yes} ${pc.dim('/')} ${no}`);
      },
    }).prompt() as Promise<boolean | symbol>;
  },
};
