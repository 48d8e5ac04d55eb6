import { describe, expect, it } from 'vitest';
import { AFFIRMATION_MOODS, MAX_AFFIRMATION_LENGTH } from '../../src/shared/domain/affirmations';
import type { AiEntry } from '../../src/worker/services/ai/provider';
import { INSIGHT_CATEGORIES } from '../../src/shared/domain/insights';
import { createLocalEngine } from '../../src/worker/services/ai/local-engine';
import { isStopWord } from '../../src/worker/services/ai/local/keywords';
import { at, feeling, sensation } from '../support/ai-entries';

const engine = createLocalEngine();
const oldestFirst = (entries: AiEntry[]) => [...entries].sort((a, b) => (a.timestamp < b.timestamp ? -1 : 1));
const initial = (journal: AiEntry[], timeZone = 'UTC') => engine.generateInsights({ mode: 'initial', entries: journal, journal, context: [], knownPatternTypes: [], timeZone });
const idsNewestFirst = (entries: AiEntry[]) => oldestFirst(entries).reverse().map((entry) => entry.id);

// Nine entries tagged work, seven of them negative (stressed four times), mornings and afternoons.
const work = [
  feeling('w0', at(0, 9), 'negative', 'stressed', { trigger: 'work', intensity: 7, notes: 'Deadline moved up again and my boss wants the quarterly report' }),
  feeling('w1', at(1, 14), 'negative', 'stressed', { trigger: 'work', intensity: 8 }),
  feeling('w2', at(2, 9), 'positive', 'happy', { trigger: 'work', intensity: 6 }),
  feeling('w3', at(3, 14), 'negative', 'anxious', { trigger: 'work', intensity: 6 }),
  feeling('w4', at(4, 9), 'negative', 'stressed', { trigger: 'work', intensity: 7 }),
  feeling('w5', at(5, 14), 'negative', 'anxious', { trigger: 'work', intensity: 5 }),
  feeling('w6', at(6, 9), 'positive', 'happy', { trigger: 'work', intensity: 4 }),
  feeling('w7', at(7, 14), 'negative', 'stressed', { trigger: 'work', intensity: 8, notes: 'Another deadline, the spreadsheet crashed twice' }),
  feeling('w8', at(8, 9), 'negative', 'anxious', { trigger: 'work', intensity: 6 }),
];
// Six evening entries (17:00-22:00 UTC), five of them positive.
const evenings = [
  feeling('e0', at(0, 20), 'positive', 'happy'),
  feeling('e1', at(1, 19), 'positive', 'content'),
  feeling('e2', at(2, 20), 'neutral', 'calm'),
  feeling('e3', at(3, 21), 'positive', 'happy'),
  feeling('e4', at(4, 18), 'positive', 'content'),
  feeling('e5', at(5, 20), 'positive', 'happy'),
];
// Family: two entries, one each way: too little to say anything.
const family = [feeling('f0', at(1, 12), 'positive', 'happy', { trigger: 'family' }), feeling('f1', at(3, 12), 'negative', 'sad', { trigger: 'family' })];
const journal = oldestFirst([...work, ...evenings, ...family]);

describe('insights: mood by trigger', () => {
  it('names work, with supporting / relevant entries as the frequency and exactly those entries', async () => {
    const insight = (await initial(journal)).find((found) => found.patternType === 'trigger:work:negative');
    expect(insight).toMatchObject({ category: 'trigger_pattern', frequency: 7 / 9, relevantMoods: ['stressed', 'anxious'] });
    expect(insight!.description).toContain('7 of the 9 entries tagged work were negative, most often stressed');
    expect(insight!.relatedEntryIds).toEqual(idsNewestFirst(work.filter((entry) => entry.mood_category === 'negative')));
    expect(insight!.actionSteps.length).toBeGreaterThanOrEqual(3);
    expect(insight!.actionSteps.length).toBeLessThanOrEqual(5);
  });

  it('says nothing of a trigger with too few entries', async () => {
    const insights = await initial(journal);
    expect(insights.some((found) => found.patternType.startsWith('trigger:family'))).toBe(false);
  });
});

describe('insights: mood by time of day, on the reader\'s clock', () => {
  it('finds the evenings (17:00-22:00 UTC) mostly positive for a reader in UTC', async () => {
    const insight = (await initial(journal)).find((found) => found.patternType === 'time:evening:positive');
    expect(insight).toMatchObject({ category: 'time_pattern', frequency: 5 / 6 });
    expect(insight!.description).toContain('5 of the 6 entries written in the evening');
    expect(insight!.relatedEntryIds).toEqual(idsNewestFirst(evenings.filter((entry) => entry.mood_category === 'positive')));
  });

  it('reads the same entries as late mornings and early afternoons in Los Angeles, never as evenings', async () => {
    const insights = await initial(journal, 'America/Los_Angeles');
    expect(insights.some((found) => found.patternType.startsWith('time:evening'))).toBe(false);
  });

  it('reads entries written at 18:00-21:00 in Los Angeles (01:00-04:00 UTC, summer time) as its evenings', async () => {
    const late = evenings.map((entry) => ({ ...entry, timestamp: new Date(Date.parse(entry.timestamp) + 7 * 3_600_000).toISOString() }));
    const shifted = oldestFirst([...work, ...late, ...family]);
    expect((await initial(shifted)).some((found) => found.patternType === 'time:evening:positive')).toBe(false);
    const insight = (await initial(shifted, 'America/Los_Angeles')).find((found) => found.patternType === 'time:evening:positive');
    expect(insight).toMatchObject({ frequency: 5 / 6 });
  });
});

describe('insights: every one reported', () => {
  it('rests on enough evidence, at most five, in a stored category', async () => {
    const insights = await initial(journal);
    expect(insights.length).toBeGreaterThan(0);
    expect(insights.length).toBeLessThanOrEqual(5);
    const known = new Set(journal.map((entry) => entry.id));
    for (const insight of insights) {
      expect(INSIGHT_CATEGORIES).toContain(insight.category);
      expect(insight.relatedEntryIds.length).toBeGreaterThanOrEqual(3);
      expect(insight.relatedEntryIds.every((id) => known.has(id))).toBe(true);
      expect(insight.frequency).toBeGreaterThanOrEqual(0.5);
    }
    expect(new Set(insights.map((insight) => insight.patternType)).size).toBe(insights.length);
  });

  it('gives the same answer for the same journal', async () => {
    expect(await initial(journal)).toEqual(await initial(structuredClone(journal)));
  });
});

describe('insights: what follows what', () => {
  // Every other day: stressed at 08:00, then pain at 11:00 (four times) or calm (once), then happy at 20:00.
  const days = [0, 2, 4, 6, 8];
  const stressed = days.map((day) => feeling(`s${day}`, at(day, 8), 'negative', 'stressed'));
  const after = days.map((day) => (day === 8 ? feeling(`c${day}`, at(day, 11), 'neutral', 'calm') : sensation(`p${day}`, at(day, 11), 'pain')));
  const evening = days.map((day) => feeling(`h${day}`, at(day, 20), 'positive', 'happy'));
  const sequenceJournal = oldestFirst([...stressed, ...after, ...evening]);

  it('finds pain after stress, counting only the times something came next within 24 hours', async () => {
    const insight = (await initial(sequenceJournal)).find((found) => found.patternType === 'sequence:stressed->pain');
    expect(insight).toMatchObject({ category: 'mood_pattern', frequency: 4 / 5, relevantMoods: ['stressed', 'pain'] });
    expect(insight!.relatedEntryIds).toEqual(['s6', 's4', 's2', 's0']);
    expect(insight!.description).toMatch(/^4 of the 5 times feeling stressed was logged and another entry followed within 24 hours, the next entry was /);
  });

  it("words every finding about 'this journal', never 'your', since those it is shared with read it too", async () => {
    const descriptions = (await initial(sequenceJournal)).map((insight) => insight.description);
    expect(descriptions.length).toBeGreaterThan(1);
    for (const description of descriptions) expect(description).not.toMatch(/\byou(r)?\b/i);
  });
});

describe('insights: intensity over weeks', () => {
  // Five ISO weeks of negative entries whose average intensity falls 8, 7, 6, 5, 4.
  const weekly = [8, 7, 6, 5, 4].flatMap((intensity, week) =>
    [0, 2].map((day) => feeling(`t${week}-${day}`, at(week * 7 + day, 10), 'negative', 'sad', { intensity })),
  );

  it('reports the easing, with the share of weeks that moved that way', async () => {
    const insight = (await initial(weekly)).find((found) => found.patternType === 'trend:negative:falling');
    expect(insight).toMatchObject({ category: 'mood_pattern', frequency: 1 });
    expect(insight!.description).toContain('from 8.0 in the week of 2026-09-07 to 4.0 in the week of 2026-10-05');
    expect(insight!.relatedEntryIds).toHaveLength(10);
  });
});

describe('insights: incremental', () => {
  it('skips known patterns and reports only those a new entry supports', async () => {
    const newest = evenings.at(-1)!;
    const insights = await engine.generateInsights({ mode: 'incremental', entries: [newest], journal, context: [], knownPatternTypes: ['trigger:work:negative'], timeZone: 'UTC' });
    expect(insights.map((insight) => insight.patternType)).toContain('time:evening:positive');
    for (const insight of insights) {
      expect(insight.patternType).not.toBe('trigger:work:negative');
      expect(insight.relatedEntryIds).toContain(newest.id);
    }
  });

  it('may find nothing new', async () => {
    const insights = await engine.generateInsights({ mode: 'incremental', entries: [family[0]!], journal, context: [], knownPatternTypes: [], timeZone: 'UTC' });
    expect(insights).toEqual([]);
  });
});

describe('affirmation suggestions', () => {
  const sources = [work[7]!, work[5]!, work[4]!];

  it('offers exactly seven distinct ones, each valid', async () => {
    const suggestions = await engine.suggestAffirmations({ entries: sources });
    expect(suggestions).toHaveLength(7);
    expect(new Set(suggestions.map((suggestion) => suggestion.text)).size).toBe(7);
    for (const suggestion of suggestions) {
      expect(AFFIRMATION_MOODS).toContain(suggestion.mood);
      expect(suggestion.text.length).toBeLessThanOrEqual(MAX_AFFIRMATION_LENGTH);
      expect(suggestion.theme).not.toBe('');
      expect(suggestion.text).not.toMatch(/[{}]/);
    }
  });

  it('speaks to what the notes are about', async () => {
    const suggestions = await engine.suggestAffirmations({ entries: sources });
    expect(suggestions.some((suggestion) => /\bwork\b/i.test(suggestion.text))).toBe(true);
    const grief = [feeling('g0', at(0, 9), 'negative', 'sad', { notes: 'I miss my grandmother, the funeral was today' })];
    const forGrief = await engine.suggestAffirmations({ entries: grief });
    expect(forGrief.some((suggestion) => /lost|tears|sad/.test(suggestion.text))).toBe(true);
    expect(forGrief.some((suggestion) => /\bwork\b/i.test(suggestion.text))).toBe(false);
  });

  it('gives the same seven for the same entries', async () => {
    expect(await engine.suggestAffirmations({ entries: sources })).toEqual(await engine.suggestAffirmations({ entries: structuredClone(sources) }));
  });
});

describe('eye-exercise words', () => {
  const request = { source: work[7]!, entries: oldestFirst(work).reverse() };

  it('gives 10 to 15 of each kind, rated 1 to 10, no word twice', async () => {
    const { triggerWords, positiveWords } = await engine.exerciseWords(request);
    for (const list of [triggerWords, positiveWords]) {
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list.length).toBeLessThanOrEqual(15);
    }
    for (const { intensity } of triggerWords) expect(intensity).toSatisfy((value: number) => Number.isInteger(value) && value >= 1 && value <= 10);
    for (const { strength } of positiveWords) expect(strength).toSatisfy((value: number) => Number.isInteger(value) && value >= 1 && value <= 10);
    const words = [...triggerWords, ...positiveWords].map(({ word }) => word);
    expect(new Set(words).size).toBe(words.length);
  });

  it('takes trigger words from the notes, without stop words', async () => {
    const { triggerWords } = await engine.exerciseWords(request);
    const words = triggerWords.map(({ word }) => word);
    expect(words).toContain('spreadsheet');
    expect(words[0]).toBe('deadline');
    expect(words.every((word) => /^[a-z]{3,}$/.test(word) && !isStopWord(word))).toBe(true);
    expect(words).not.toContain('the');
  });

  it('pads sparse notes with the mood and tags, and answers the mood with its positive words', async () => {
    const afraid = feeling('a0', at(0, 22), 'negative', 'afraid', { intensity: 8, trigger: 'family', notes: 'noise' });
    const { triggerWords, positiveWords } = await engine.exerciseWords({ source: afraid, entries: [afraid] });
    expect(triggerWords.map(({ word }) => word)).toEqual(expect.arrayContaining(['noise', 'afraid', 'family']));
    expect(triggerWords.length).toBeGreaterThanOrEqual(10);
    expect(positiveWords.map(({ word }) => word)).toEqual(expect.arrayContaining(['safe', 'protected', 'brave']));
  });
});

describe('thin input', () => {
  it('finds no insight in an empty or tiny journal', async () => {
    expect(await initial([])).toEqual([]);
    expect(await initial(work.slice(0, 2))).toEqual([]);
  });

  it('still offers seven affirmations and ten words of each kind without notes', async () => {
    const bare = feeling('x0', at(0, 9), 'negative', 'confused', { intensity: null });
    expect(await engine.suggestAffirmations({ entries: [bare] })).toHaveLength(7);
    const { triggerWords, positiveWords } = await engine.exerciseWords({ source: bare, entries: [] });
    expect(triggerWords.length).toBeGreaterThanOrEqual(10);
    expect(positiveWords.length).toBeGreaterThanOrEqual(10);
    expect(triggerWords[0]).toMatchObject({ word: 'confused', context: 'how you felt' });
  });
});
