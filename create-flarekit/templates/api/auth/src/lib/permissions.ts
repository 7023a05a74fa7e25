import type { Role } from '../db/schema';

/**
 * What each role may do. "own" means rows whose owner (userId / authorId) is the signed-in user.
 * user: read own, write own · moderator: read all, write own, moderate content · admin: read all, write all, admin all.
 */
export const permissions = {
  user: { read: 'own', write: 'own', moderate: false, admin: false },
  moderator: { read: 'all', write: 'own', moderate: true, admin: false },
  admin: { read: 'all', write: 'all', moderate: true, admin: true },
} as const satisfies Record<Role, { read: 'own' | 'all'; write: 'own' | 'all'; moderate: boolean; admin: boolean }>;

interface Actor {
  id: string;
  role?: Role | null;
}

function roleOf(actor: Actor): Role {
  return actor.role ?? 'user';
}

/** May `actor` read a row owned by `ownerId`? */
export function canRead(actor: Actor, ownerId: string): boolean {
  return permissions[roleOf(actor)].read === 'all' || actor.id === ownerId;
}

/** May `actor` change or delete a row owned by `ownerId`? */
export function canWrite(actor: Actor, ownerId: string): boolean {
  return permissions[roleOf(actor)].write === 'all' || actor.id === ownerId;
}

export function canModerate(actor: Actor): boolean {
  return permissions[roleOf(actor)].moderate;
}

export function isAdmin(actor: Actor): boolean {
  return permissions[roleOf(actor)].admin;
}
