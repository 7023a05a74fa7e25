// The Orval client layers and the generator that writes them agree: the layers are exactly the three clients the Orval
// templates ship, split as the generator splits them (so a regeneration that changes nothing rewrites nothing), and the
// generator's comparison names every file that differs.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../../src/compose/index.ts';
import { templateById } from '../../src/compose/templates.ts';
import {
  CLIENT_LAYERS,
  ORVAL_VARIANTS,
  type OrvalVariant,
  clientLayerDir,
  readTree,
  shippedClient,
  splitClients,
  treeDifferences,
} from '../../scripts/orval-clients.ts';

const variants = Object.keys(ORVAL_VARIANTS) as OrvalVariant[];

describe('the Orval client of each template', () => {
  it('is generated for every Orval template, and for Orval templates only', () => {
    const orvalTemplates = TEMPLATE_IDS.filter((id) => templateById(id).client === 'orval');
    expect(Object.values(ORVAL_VARIANTS).sort()).toEqual([...orvalTemplates].sort());
  });

  it('is in layers that hold exactly the split of the three clients the templates ship', async () => {
    const clients = new Map<OrvalVariant, Map<string, string>>();
    for (const variant of variants) clients.set(variant, await shippedClient(variant));
    for (const client of clients.values()) expect(client.get('index.ts')).toBeDefined();
    const split = splitClients(clients);
    for (const layer of CLIENT_LAYERS) {
      expect(await readTree(clientLayerDir(layer)), layer).toEqual(split.get(layer));
    }
  });
});

describe('splitClients', () => {
  const tree = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const long = (name: string) => `${Array.from({ length: 30 }, (_, i) => `${name} ${i}`).join('\n')}\n`;
  const split = (clients: Record<OrvalVariant, Record<string, string>>) =>
    Object.fromEntries(
      [...splitClients(new Map(variants.map((v) => [v, tree(clients[v])])))].map(([layer, files]) => [
        layer,
        Object.fromEntries(files),
      ]),
    );

  it('writes a file the clients have alike once, in the layer of exactly the variants that have it', () => {
    expect(
      split({
        auth: { 'all.ts': 'x\n', 'db.ts': 'y\n', 'own.ts': 'z\n' },
        'no-auth': { 'all.ts': 'x\n', 'db.ts': 'y\n' },
        'no-db': { 'all.ts': 'x\n' },
      }),
    ).toEqual({
      'orval-client': { 'all.ts': 'x\n' },
      'orval-client-db': { 'db.ts': 'y\n' },
      'orval-client-auth': { 'own.ts': 'z\n' },
      'orval-client-no-auth': {},
      'orval-client-no-db': {},
    });
  });

  it('gives a variant whose file differs a patch of the common one, or the whole file when a patch is no shorter', () => {
    const common = long('line');
    const close = common.replace('line 15\n', 'line fifteen\n');
    const layers = split({
      auth: { 'a.ts': close, 'b.ts': 'b auth\n' },
      'no-auth': { 'a.ts': common, 'b.ts': 'b no-auth\n' },
      'no-db': { 'a.ts': common, 'b.ts': 'b no-db\n' },
    });
    expect(Object.keys(layers['orval-client-auth'] ?? {}).sort()).toEqual(['a.ts.patch', 'b.ts']);
    expect(layers['orval-client']).toEqual({ 'a.ts': common });
    expect(layers['orval-client-no-db']).toEqual({ 'b.ts': 'b no-db\n' });
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
