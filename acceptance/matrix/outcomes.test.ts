import { describe, expect, it } from 'vitest';
import { outcomeLine, summaryLines, type TemplateOutcome } from './outcomes.ts';

const passed: TemplateOutcome = {
  template: 'api-no-db',
  steps: [
    { step: 'generate', seconds: 2.4, ok: true },
    { step: 'contract: GET /health', seconds: 0.3, ok: true },
  ],
};
const failed: TemplateOutcome = {
  template: 'full-stack-orval',
  steps: [
    { step: 'generate', seconds: 3, ok: true },
    { step: 'contract: todos', seconds: 1.6, ok: false },
  ],
};

describe('outcomeLine', () => {
  it.each([
    { outcome: passed, verdict: 'api-no-db                  ok, 2 steps', seconds: '    3 s' },
    { outcome: failed, verdict: 'full-stack-orval           FAILED at contract: todos', seconds: '    5 s' },
  ])('$outcome.template: $verdict', ({ outcome, verdict, seconds }) => {
    expect(outcomeLine(outcome)).toBe(verdict.padEnd(80) + seconds);
  });
});

describe('summaryLines', () => {
  it('a line per template that ran, then the total', () => {
    expect(summaryLines([passed, failed], 61.6)).toEqual([
      'matrix summary',
      outcomeLine(passed),
      outcomeLine(failed),
      'total 62 s',
    ]);
  });
});
