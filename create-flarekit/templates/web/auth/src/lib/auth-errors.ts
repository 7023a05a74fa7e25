/** What the auth client reports for a failed call: the JSON body, the status and its text. */
export interface AuthFailure {
  status: number;
  statusText?: string;
  /** Better Auth's own errors. */
  message?: string;
  /** The API's errors (`{ "error": "…" }`), such as a sign-in method that is not configured. */
  error?: string;
  /** A 400 "Validation failed": which field, and why. */
  details?: { path: string; message: string }[];
}

const FIELDS: Record<string, string> = { name: 'Name', email: 'Email', password: 'Password' };

/** "Password must contain a digit." from `{ path: 'password', message: 'Must contain a digit' }`. */
function fieldSentence({ path, message }: { path: string; message: string }): string {
  const field = FIELDS[path] ?? path;
  const sentence = /^(must|is|should) /i.test(message)
    ? `${field} ${message[0]?.toLowerCase()}${message.slice(1)}`
    : `${field}: ${message}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** What the login page shows for a failed sign-in or sign-up: one sentence per problem (per failed password rule). */
export function authErrorMessages(failure: AuthFailure, retryAfterSeconds?: string | null): string[] {
  if (failure.status === 429) {
    const minutes = Math.max(1, Math.ceil(Number(retryAfterSeconds ?? 60) / 60));
    return [`Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`];
  }
  if (failure.details?.length) return failure.details.map(fieldSentence);
  return [failure.error ?? failure.message ?? `Sign-in failed (${failure.status}).`];
}
