/** What a signed-in account may do with a data profile (ARCHITECTURE.md, access rules). */
export type AccessLevel = 'owner' | 'editor' | 'viewer';
/** The levels a profile's owner can grant to someone else. */
export type GrantedLevel = Exclude<AccessLevel, 'owner'>;

const rank: Record<AccessLevel, number> = { viewer: 1, editor: 2, owner: 3 };

export function grantsAccess(held: AccessLevel, required: AccessLevel): boolean {
  return rank[held] >= rank[required];
}

/** What a reader other than the owner looked at, as the owner's access log records it. */
export const READ_KINDS = ['feed', 'entry', 'image', 'insights', 'export', 'exercise', 'search', 'calendar', 'statistics', 'body_map'] as const;
export type ReadKind = (typeof READ_KINDS)[number];
