import type { z } from 'zod';

/** Turns zod issues into sentences a writer can act on: `categories.guides.items: a category needs at least one item`. */
export function describeZodIssues(error: z.ZodError, subject: string): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length ? `${subject}${subject ? '.' : ''}${issue.path.join('.')}` : subject || 'the file';
    if (issue.code === 'unrecognized_keys') {
      return `${where}: unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (remove or fix the spelling)`;
    }
    if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${where}: is required`;
    return `${where}: ${issue.message}`;
  });
}
