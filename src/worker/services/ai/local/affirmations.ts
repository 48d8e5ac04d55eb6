import { type AffirmationSuggestion, MAX_AFFIRMATION_LENGTH } from '../../../../shared/domain/affirmations';
import type { AffirmationRequest, AiEntry } from '../provider';
import { AFFIRMATION_LIBRARY, type AffirmationTemplate, NOTE_KEYWORDS } from './affirmation-library';
import { contentWords } from './keywords';
import { stableHash } from './stable-hash';

const SUGGESTIONS = 7;

/** What a tag says of an entry: notes, moods and sensations say most; the default tags little. */
const TAG_WEIGHTS: Record<string, number> = { keyword: 3, mood: 3, sensation: 3, trigger: 2, social: 0.5, location: 0.5, environment: 0.5 };
const CATEGORY_WEIGHT = 1;
/** Below this a template fits only by default tags or old entries: it fills in, after the ones that fit. */
const FITTING_SCORE = 1;

const SENSATION_NOUNS: Record<string, string> = { hungry: 'hunger', craving: 'cravings' };

function tagsOf(entry: AiEntry): Set<string> {
  const tags = new Set<string>([`social:${entry.social}`, `location:${entry.location}`, `environment:${entry.environment}`]);
  if (entry.mood_category) tags.add(entry.mood_category);
  if (entry.specific_mood) tags.add(`mood:${entry.specific_mood}`);
  if (entry.sensation) tags.add(`sensation:${entry.sensation}`);
  if (entry.trigger !== 'other') tags.add(`trigger:${entry.trigger}`);
  const words = new Set(contentWords(entry.notes ?? ''));
  for (const [group, keywords] of Object.entries(NOTE_KEYWORDS)) {
    if (keywords.some((keyword) => words.has(keyword))) tags.add(`keyword:${group}`);
  }
  return tags;
}

const tagWeight = (tag: string) => (tag.includes(':') ? (TAG_WEIGHTS[tag.slice(0, tag.indexOf(':'))] ?? 1) : CATEGORY_WEIGHT);

interface Scored {
  suggestion: AffirmationSuggestion;
  score: number;
  tieBreak: number;
}

/** The template's text for these entries, its placeholder filled from the newest entry it fits; null when none can fill it. */
function filled(template: AffirmationTemplate, matching: readonly AiEntry[]): string | null {
  if (template.text.includes('{mood}')) {
    const mood = matching.find((entry) => entry.specific_mood)?.specific_mood;
    return mood ? template.text.replace('{mood}', mood) : null;
  }
  if (template.text.includes('{sensation}')) {
    const sensation = matching.find((entry) => entry.sensation)?.sensation;
    return sensation ? template.text.replace('{sensation}', SENSATION_NOUNS[sensation] ?? sensation) : null;
  }
  return template.text;
}

function scored(template: AffirmationTemplate, entries: readonly { entry: AiEntry; tags: Set<string> }[], seed: string): Scored | null {
  let score = template.tags.length === 0 ? 0.05 : 0;
  const matching: AiEntry[] = [];
  entries.forEach(({ entry, tags }, index) => {
    const fit = template.tags.reduce((sum, tag) => sum + (tags.has(tag) ? tagWeight(tag) : 0), 0);
    if (fit === 0) return;
    score += fit / (1 + index);
    matching.push(entry);
  });
  const text = filled(template, matching);
  if (text === null || text.length > MAX_AFFIRMATION_LENGTH) return null;
  return { suggestion: { text, theme: template.theme, mood: template.mood }, score, tieBreak: stableHash(`${seed}|${template.text}`) };
}

/** Picks in passes: fitting ones with new themes, then any with new themes, then the best of the rest. */
function pickSeven(ranked: readonly Scored[]): AffirmationSuggestion[] {
  const picked: AffirmationSuggestion[] = [];
  const themes = new Set<string>();
  const passes = [(item: Scored) => item.score >= FITTING_SCORE && !themes.has(item.suggestion.theme), (item: Scored) => !themes.has(item.suggestion.theme), () => true];
  for (const accepts of passes) {
    for (const item of ranked) {
      if (picked.length === SUGGESTIONS) return picked;
      if (!accepts(item) || picked.some((chosen) => chosen.text === item.suggestion.text)) continue;
      picked.push(item.suggestion);
      themes.add(item.suggestion.theme);
    }
  }
  return picked;
}

/** Seven affirmations from the library, ranked by how well they fit the source entries (newest first weigh most). */
export function suggestAffirmations(request: AffirmationRequest): AffirmationSuggestion[] {
  const entries = request.entries.map((entry) => ({ entry, tags: tagsOf(entry) }));
  const seed = request.entries.map((entry) => entry.id).join(',');
  const ranked = AFFIRMATION_LIBRARY.flatMap((template) => scored(template, entries, seed) ?? []).sort(
    (a, b) => b.score - a.score || a.tieBreak - b.tieBreak || (a.suggestion.text < b.suggestion.text ? -1 : 1),
  );
  return pickSeven(ranked);
}
