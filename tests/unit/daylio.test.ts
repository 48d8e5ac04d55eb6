import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TARGETS, daylioEntryFields, defaultActivityTarget, defaultMoodMapping } from '../../src/shared/domain/daylio';
import { isDaylioCsv, readDaylioCsv } from '../../src/worker/services/import/read-daylio-csv';

const fixture = (name: string) => readFileSync(`tests/fixtures/daylio/${name}.csv`);
const text = (name: string) => fixture(name).toString('utf8');

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

describe('reading a Daylio CSV by its column names', () => {
  it('reads a newer export with a scales column before note_title and columns Attune does not know', () => {
    expect(isDaylioCsv(fixture('scales-column'))).toBe(true);
    const [first, second] = readDaylioCsv(text('scales-column'));
    expect(first).toMatchObject({ line: 2, mood: 'rad', activities: ['friends', 'sport'], title: 'Great day', note: 'Ran 5k with Sam, then "tacos".' });
    expect(first?.local).toEqual({ year: 2026, month: 3, day: 2, hour: 21, minute: 5 });
    expect(second).toMatchObject({ mood: 'meh', title: '', note: '' });
  });

  it('still reads the 8- and 7-column exports', () => {
    expect(isDaylioCsv(fixture('eight-columns')) && isDaylioCsv(fixture('seven-columns'))).toBe(true);
    expect(readDaylioCsv(text('eight-columns'))[0]).toMatchObject({ title: 'Great day', mood: 'rad' });
    expect(readDaylioCsv(text('seven-columns'))[0]).toMatchObject({ title: '', mood: 'good', local: { year: 2019, month: 3, day: 1, hour: 20, minute: 15 } });
  });

  it('reads the columns in any order', () => {
    const rows = readDaylioCsv('mood,time,full_date,note\ngood,8:00,2026-01-05,hello\n');
    expect(rows[0]).toMatchObject({ mood: 'good', note: 'hello', local: { year: 2026, month: 1, day: 5, hour: 8, minute: 0 } });
  });

  it.each([
    ['full_date,date,weekday,mood,activities,note', 'time'],
    ['full_date,date,weekday,time,activities,note', 'mood'],
    ['date,weekday,time,mood,activities,note', 'full_date'],
    ['year,weekday,time,mood,activities,note', 'date'],
  ])('names the missing required column of %s', (header, missing) => {
    const csv = `${header}\n${header.split(',').map(() => 'x').join(',')}\n`;
    expect(() => readDaylioCsv(csv)).toThrow(`The first line of this Daylio file names no '${missing}', which Attune needs.`);
  });

  it('recognises an export missing a required column as Daylio, so the refusal names the column', () => {
    expect(isDaylioCsv(new TextEncoder().encode('full_date,date,weekday,mood,activities,note\n'))).toBe(true);
    expect(isDaylioCsv(new TextEncoder().encode('name,email,mood\n'))).toBe(false);
  });
});
