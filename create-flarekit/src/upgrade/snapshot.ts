/**
 * The projects a released version of create-flarekit generated, kept so that `upgrade` can merge from them: for each
 * template and package manager, every file as that version composed it (the name is the templates' placeholder), the
 * contents stored once however many projects share them. What create writes at random (the .dev.vars secret) and what
 * the package manager rewrites (the lockfile) are left out. `scripts/snapshot-templates.ts` writes one, before the
 * version is bumped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PackageManager } from '../compose/package-managers.ts';
import type { TemplateId } from '../compose/templates.ts';

export interface Snapshot {
  version: string;
  /** Contents by the first 16 hex digits of their SHA-256. */
  blobs: Record<string, string>;
  /** `<template>/<package manager>` → path → blob. */
  trees: Record<string, Record<string, string>>;
}

/** The name every snapshot file uses for the project, as the templates do. */
export const SNAPSHOT_NAME = 'my-flarekit-app';

/** Files a snapshot leaves out: the lockfile and the local settings with their random secret. */
export function snapshotSkips(file: string): boolean {
  return file === 'package-lock.json' || path.posix.basename(file) === '.dev.vars';
}

/** The package's versions/ folder, found from this file both as TypeScript source and as built JavaScript. */
function versionsRoot(): string | undefined {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'versions')) && existsSync(path.join(dir, 'package.json')))
      return path.join(dir, 'versions');
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The versions this package holds a snapshot of. */
export function snapshotVersions(): string[] {
  const root = versionsRoot();
  if (!root) return [];
  return readdirSync(root)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

export function readSnapshot(version: string): Snapshot | undefined {
  const root = versionsRoot();
  const file = root && path.join(root, `${version}.json`);
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

/** One project of a snapshot, with the project's name in place of the placeholder; undefined when it has none. */
export function snapshotProject(
  snapshot: Snapshot,
  template: TemplateId,
  packageManager: PackageManager,
  projectName: string,
): Map<string, string> | undefined {
  const tree = snapshot.trees[`${template}/${packageManager}`];
  if (!tree) return undefined;
  return new Map(
    Object.entries(tree).map(([file, blob]) => [
      file,
      (snapshot.blobs[blob] ?? '').replaceAll(SNAPSHOT_NAME, projectName),
    ]),
  );
}
