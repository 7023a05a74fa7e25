// The Orval client layers and the generator that writes them agree: each Orval template ships exactly the client its
// variant's layer holds, and the generator's comparison names every file that differs.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, composeProject, templateFeatures } from '../../src/compose/index.ts';
import { ORVAL_VARIANTS, clientLayerDir, readTree, treeDifferences } from '../../scripts/orval-clients.ts';

const GENERATED = 'apps/web/src/api/generated/';

describe('the Orval client of each template', () => {
  it('is generated for every Orval template, and for Orval templates only', () => {
    const orvalTemplates = TEMPLATE_IDS.filter((id) => templateFeatures(id).client === 'orval');
    expect(Object.values(ORVAL_VARIANTS).sort()).toEqual([...orvalTemplates].sort());
  });

  it.each(Object.entries(ORVAL_VARIANTS))('orval-client-%s is what %s ships', async (variant, templateId) => {
    const files = await composeProject({
      templateId,
      projectName: 'my-flarekit-app',
      packageManager: 'npm',
      cliVersion: '1.2.3',
    });
    const shipped = new Map(
      [...files]
        .filter(([file]) => file.startsWith(GENERATED))
        .map(([file, text]) => [file.slice(GENERATED.length), text]),
    );
    const layer = await readTree(clientLayerDir(variant as keyof typeof ORVAL_VARIANTS));
    expect(layer.size).toBeGreaterThan(0);
    expect(shipped).toEqual(layer);
  });
});

describe('treeDifferences', () => {
  const tree = (entries: Record<string, string>) => new Map(Object.entries(entries));
  it.each<{ expected: Record<string, string>; actual: Record<string, string>; differences: string[] }>([
    { expected: {}, actual: {}, differences: [] },
    { expected: { 'a.ts': '1' }, actual: { 'a.ts': '1' }, differences: [] },
    { expected: { 'a.ts': '1' }, actual: { 'a.ts': '2' }, differences: ['changed: a.ts'] },
    { expected: { 'a.ts': '1', 'b.ts': '1' }, actual: { 'a.ts': '1' }, differences: ['missing: b.ts'] },
    { expected: { 'a.ts': '1' }, actual: { 'a.ts': '1', 'm/c.ts': '' }, differences: ['extra: m/c.ts'] },
  ])('$expected against $actual', ({ expected, actual, differences }) => {
    expect(treeDifferences(tree(expected), tree(actual))).toEqual(differences);
  });
});
