import type * as z from 'zod';

/** A zod error as one sentence a person can act on, naming each key and what is wrong with it. */
export function describeIssues(error: z.ZodError, what: string): string {
  const parts = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length ? ` in ${issue.path.join('.')}` : '';
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}${where}`;
    }
    const key = issue.path.length ? issue.path.join('.') : what;
    return `${key}: ${issue.message}`;
  });
  return `${what} is not valid: ${parts.join('; ')}.`;
}
