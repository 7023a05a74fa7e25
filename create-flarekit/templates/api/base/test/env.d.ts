import type { Env as WorkerEnv } from '../src/env';

// `env` (from cloudflare:workers) in tests holds the Worker's bindings.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
