import { describe, expect, it } from 'vitest';
import { deletionLines } from '../../src/shared/domain/deletion-summary';

const nothing = { entries: 0, images: 0, insights: 0, exerciseSessions: 0, peopleWithAccess: 0, pendingInvitations: 0 };

describe('what a deletion removes, said before it is confirmed', () => {
  it('names each kind that has something, with its count and the right plural', () => {
    expect(deletionLines({ entries: 1234, images: 1, insights: 2, exerciseSessions: 1, peopleWithAccess: 2, pendingInvitations: 1 })).toEqual([
      '1,234 entries',
      '1 photo',
      '2 insights',
      '1 eye-movement session',
      'access for 2 people you share with',
      '1 pending invitation',
    ]);
  });

  it('says nothing of what is not there', () => {
    expect(deletionLines(nothing)).toEqual([]);
    expect(deletionLines({ ...nothing, entries: 1, peopleWithAccess: 1 })).toEqual(['1 entry', 'access for 1 person you share with']);
  });
});
