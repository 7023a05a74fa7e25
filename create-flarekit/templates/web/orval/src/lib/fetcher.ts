import { ApiError } from './api-error';

/**
 * Fetch wrapper used by the Orval-generated hooks (the `mutator` in orval.config.ts):
 * sends cookies, parses JSON and throws an ApiError ("API Error: Not Found") on a non-ok response.
 */
export async function customFetch<T>(url: string, options: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...options, credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, `API Error: ${response.statusText}`);
  }
  if (response.status === 204) {
    // 204 No Content (DELETE /api/todos/{id}) has no body to parse.
    return undefined as T;
  }
  return (await response.json()) as T;
}
