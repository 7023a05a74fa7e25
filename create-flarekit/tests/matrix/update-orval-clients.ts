// Regenerates templates/web/orval-client-<variant>/src/api/generated: the Orval client of each API variant (with
// sign-in, without, without a database), generated as a user would: the template is composed and installed, its API
// started with `npm run dev:api`, and `npm run generate:client` run against it. Run after changing an API route:
//   node tests/matrix/update-orval-clients.ts [auth|no-auth|no-db …]
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TemplateId } from '../../src/compose/index.ts';
import { matrixEnv, portInUse, run, startServer, stopAll, waitForHttp } from './processes.ts';
import { writeProject } from './write-project.ts';

const VARIANTS: Record<string, TemplateId> = {
  auth: 'full-stack-orval',
  'no-auth': 'full-stack-orval-no-auth',
  'no-db': 'full-stack-orval-no-db',
};

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wanted = process.argv.slice(2);
for (const name of wanted) if (!(name in VARIANTS)) throw new Error(`unknown variant "${name}"`);
const work = await mkdtemp(path.join(os.tmpdir(), 'flarekit-orval-'));
const env = matrixEnv(process.env.npm_config_cache ?? path.join(os.homedir(), '.npm'), path.join(work, 'home'));

try {
  if (await portInUse(8787)) throw new Error('port 8787 is in use: stop what listens there first');
  for (const [variant, templateId] of Object.entries(VARIANTS)) {
    if (wanted.length > 0 && !wanted.includes(variant)) continue;
    // The placeholder name, so that the generated files name the project as every template file does.
    const dir = path.join(work, variant, 'my-flarekit-app');
    const log = path.join(work, `${variant}.log`);
    await writeProject(templateId, dir, '0.0.0');
    await run('npm', ['install', '--prefer-offline'], dir, env, log);
    const api = startServer('npm', ['run', 'dev:api'], dir, env, log);
    try {
      await waitForHttp('http://localhost:8787/api/openapi.json', api);
      await run('npm', ['run', 'generate:client'], dir, env, log);
    } finally {
      await api.stop();
    }
    const target = path.join(packageRoot, 'templates', 'web', `orval-client-${variant}`, 'src', 'api', 'generated');
    await rm(target, { recursive: true, force: true });
    await cp(path.join(dir, 'apps', 'web', 'src', 'api', 'generated'), target, { recursive: true });
    console.log(`orval-client-${variant}: regenerated from ${templateId}'s API`);
  }
} finally {
  await stopAll();
  await rm(work, { recursive: true, force: true });
}
