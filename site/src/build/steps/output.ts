import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the build writes: dist/ (the index and the search template) and dist/client/ (what is served). */
export interface BuildOutput {
  dist: string;
  client: string;
  /** Writes a file under dist/client/, creating its folders. */
  write(relative: string, content: string | Uint8Array): Promise<void>;
}

export function buildOutput(dist: string): BuildOutput {
  const client = path.join(dist, 'client');
  return {
    dist,
    client,
    async write(relative, content) {
      const file = path.join(client, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    },
  };
}
