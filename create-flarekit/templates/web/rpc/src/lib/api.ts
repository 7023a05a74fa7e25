import { hc } from 'hono/client';
import type { AppType } from '../../../api/src/index';

/**
 * Typed RPC client (RPC templates). Paths, inputs and responses come from the API's routes:
 * `await api.api.todos.$get({ query: { page: '1' } })`.
 */
export const api = hc<AppType>('/');
