import { createHash } from 'node:crypto';
import { composeProject, type TemplateId } from './index.ts';

/**
 * A hash of a template's web app as composed (what the browser shows: `apps/web/index.html` and every file under
 * `apps/web/src/`, the project named `my-app`): the documentation's
 * screenshots record the fingerprint of the web app they were taken of, and the site's build refuses screenshots whose
 * fingerprint is not today's.
 */
export async function webAppFingerprint(templateId: TemplateId): Promise<string> {
  const files = await composeProject({ templateId, projectName: 'my-app', packageManager: 'npm', cliVersion: '0.0.0' });
  const hash = createHash('sha256');
  for (const [file, contents] of files) {
    if (file !== 'apps/web/index.html' && !file.startsWith('apps/web/src/')) continue;
    hash.update(file).update('\0').update(contents).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
