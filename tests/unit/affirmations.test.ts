import { describe, expect, it } from 'vitest';
import { offersAffirmationsAfter } from '../../src/shared/domain/affirmations';

describe('when suggestions follow a saved entry', () => {
  it('offers them after a feeling or sensation with notes', () => {
    expect(offersAffirmationsAfter({ type: 'emotional', notes: 'A long day' })).toBe(true);
    expect(offersAffirmationsAfter({ type: 'physical', notes: 'Sore back' })).toBe(true);
  });

  it('does not after blank notes or an affirmation', () => {
    expect(offersAffirmationsAfter({ type: 'emotional', notes: null })).toBe(false);
    expect(offersAffirmationsAfter({ type: 'emotional', notes: '  \n ' })).toBe(false);
    expect(offersAffirmationsAfter({ type: 'affirmation', notes: 'I am enough.' })).toBe(false);
  });
});
