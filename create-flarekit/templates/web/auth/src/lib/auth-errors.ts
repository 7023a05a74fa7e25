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

/** The sentence the login page shows for a failed sign-in or sign-up. */
export function authErrorMessage(failure: AuthFailure, retryAfterSeconds?: string | null): string {
  if (failure.status === 429) {
    const minutes = Math.max(1, Math.ceil(Number(retryAfterSeconds ?? 60) / 60));
    return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  if (failure.details?.length) {
    return failure.details.map((detail) => `${detail.path}: ${detail.message}`).join('. ');
  }
  return failure.error ?? failure.message ?? `Sign-in failed (${failure.status}).`;
}
