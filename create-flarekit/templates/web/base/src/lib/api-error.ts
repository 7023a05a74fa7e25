/**
 * The error every API call throws for a non-ok response, with both clients: the Orval fetcher throws it, and so do the
 * RPC templates' fetch functions. `status` lets callers tell 401 from 404 from 500.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}
