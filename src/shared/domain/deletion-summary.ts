export interface DeletionCounts {
  entries: number;
  images: number;
  insights: number;
  exerciseSessions: number;
  peopleWithAccess: number;
  pendingInvitations: number;
}

const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What a deletion removes, one line per kind that has something, for its confirmation. */
export function deletionLines(counts: DeletionCounts): string[] {
  return [
    counts.entries > 0 && counted(counts.entries, 'entry', 'entries'),
    counts.images > 0 && counted(counts.images, 'photo', 'photos'),
    counts.insights > 0 && counted(counts.insights, 'insight', 'insights'),
    counts.exerciseSessions > 0 && counted(counts.exerciseSessions, 'eye-movement session', 'eye-movement sessions'),
    counts.peopleWithAccess > 0 && `access for ${counted(counts.peopleWithAccess, 'person', 'people')} you share with`,
    counts.pendingInvitations > 0 && counted(counts.pendingInvitations, 'pending invitation', 'pending invitations'),
  ].filter((line): line is string => typeof line === 'string');
}
