/** A problem in the content or config that must stop the build, with where it is and what to do. */
export interface ContentProblem {
  /** Path relative to the project root, e.g. "content/docs/templates/api.md". */
  file: string;
  line?: number;
  reason: string;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ''}: ${p.reason}`);
  return `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}
