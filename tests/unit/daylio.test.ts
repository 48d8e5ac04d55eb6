import { describe, expect, it } from 'vitest';
import { ACTIVITY_TARGETS, daylioEntryFields, defaultActivityTarget, defaultMoodMapping } from '../../src/shared/domain/daylio';

describe('Daylio moods and activities as Attune feelings and tags', () => {
  it('maps the five standard moods from best to worst, and custom moods named like an Attune mood to it', () => {
    expect(['rad', 'good', 'meh', 'bad', 'awful'].map((mood) => defaultMoodMapping(mood))).toEqual([
      { mood_category: 'positive', specific_mood: 'excited', intensity: 9 },
      { mood_category: 'positive', specific_mood: 'happy', intensity: 7 },
      { mood_category: 'neutral', specific_mood: 'neutral', intensity: 5 },
      { mood_category: 'negative', specific_mood: 'sad', intensity: 6 },
      { mood_category: 'negative', specific_mood: 'overwhelmed', intensity: 9 },
    ]);
    expect(defaultMoodMapping(' Anxious ')).toEqual({ mood_category: 'negative', specific_mood: 'anxious', intensity: 5 });
    expect(defaultMoodMapping('sleepy')).toEqual({ mood_category: 'neutral', specific_mood: 'neutral', intensity: 5 });
  });

  it('guesses an activity’s tag by its words, else keeps it in the note', () => {
    expect(['Work', 'kids', 'gym', 'friends', 'walk', 'netflix', 'cleaning'].map(defaultActivityTarget)).toEqual([
      'trigger:work',
      'trigger:family',
      'trigger:exercise',
      'social:withOthers',
      'location:outdoor',
      'environment:online',
      'note',
    ]);
    expect(ACTIVITY_TARGETS).toContain('time_frame:yesterday');
    expect(ACTIVITY_TARGETS.at(-1)).toBe('note');
  });

  it('writes the title, the note and the activities without a tag into the notes', () => {
    const fields = daylioEntryFields(
      { mood: 'good', activities: ['work', 'family', 'cleaning'], title: 'Busy', note: 'Long day.' },
      { moods: {}, activities: { family: 'trigger:family' } },
    );
    expect(fields).toMatchObject({ type: 'emotional', specific_mood: 'happy', trigger: 'work', notes: '**Busy**\n\nLong day.\n\nActivities: family, cleaning' });
    expect(daylioEntryFields({ mood: 'meh', activities: [], title: '', note: '' }, { moods: {}, activities: {} }).notes).toBeNull();
  });
});
