// What the matrix prints about each template once it has run: its steps, the first that failed, its seconds.

export interface StepOutcome {
  step: string;
  seconds: number;
  ok: boolean;
}

export interface TemplateOutcome {
  template: string;
  steps: StepOutcome[];
}

/** One line: `api-no-db  ok, 26 steps  31 s`, or `FAILED at <step>` in place of the count. */
export function outcomeLine(outcome: TemplateOutcome): string {
  const total = outcome.steps.reduce((sum, step) => sum + step.seconds, 0);
  const failed = outcome.steps.find((step) => !step.ok);
  const verdict = failed ? `FAILED at ${failed.step}` : `ok, ${outcome.steps.length} steps`;
  return `${`${outcome.template.padEnd(26)} ${verdict}`.padEnd(80)}${total.toFixed(0).padStart(5)} s`;
}

/** The summary after the run: a line per template that ran, then the total. */
export function summaryLines(outcomes: TemplateOutcome[], totalSeconds: number): string[] {
  return ['matrix summary', ...outcomes.map(outcomeLine), `total ${totalSeconds.toFixed(0)} s`];
}
