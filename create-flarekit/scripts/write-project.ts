import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TemplateId, composeProject } from '../src/compose/index.ts';

/** Writes one composed template to `dir` (the project folder). */
export async function writeProject(templateId: TemplateId, dir: string, cliVersion: string): Promise<void> {
  const files = await composeProject({
    templateId,
    projectName: path.basename(dir),
    packageManager: 'npm',
    cliVersion,
  });
  for (const [file, contents] of files) {
    const target = path.join(dir, ...file.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
  }
}

// node scripts/write-project.ts <template id> <dir>
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [templateId, dir] = process.argv.slice(2);
  if (!templateId || !dir) throw new Error('usage: write-project.ts <template id> <dir>');
  await writeProject(templateId as TemplateId, path.resolve(dir), '0.0.0');
}
