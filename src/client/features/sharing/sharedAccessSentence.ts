type SharedProfile = { sharedBy: string | null; permissionLevel: 'owner' | 'editor' | 'viewer' };

/** What a grantee is told about a journal shared with them, the owner's view of their reads included. */
export function sharedAccessSentence({ sharedBy, permissionLevel }: SharedProfile): string {
  const owner = sharedBy ?? 'Its owner';
  const can = permissionLevel === 'editor' ? 'view and add to it' : 'view it';
  return `${owner} shared this journal with you · You can ${can}. ${owner} can see when you read it.`;
}
