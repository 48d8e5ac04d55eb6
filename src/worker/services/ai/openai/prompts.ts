import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AffirmationRequest, AiEntry, ExerciseWordsRequest, InsightRequest } from '../provider';

/**
 * accounts-plans-ai 5 and 7: what each call may tell the model. Insights see only emotional entries
 * and only these fields; nothing else of the journal leaves the server.
 */
export const insightEntries = (entries: readonly AiEntry[]) =>
  entries
    .filter((entry) => entry.type === 'emotional')
    .map(({ id, timestamp, type, mood_category, specific_mood, intensity, notes, trigger }) => ({
      id,
      timestamp,
      type,
      mood_category,
      specific_mood,
      intensity,
      notes,
      trigger,
    }));

const INSIGHTS_SYSTEM = [
  'You are a wellness-pattern analyst. You read the entries of a personal mood journal and find meaningful,',
  'evidence-based patterns in how the person feels: recurring moods, what triggers them, when they happen,',
  'what helps and where there is room to grow.',
  'You are warm and non-judgemental, you never diagnose or name medical conditions, and you base every',
  'insight only on the entries you are given. You always answer with one JSON object and nothing else.',
].join(' ');

const INSIGHT_SHAPE = `{"insights":[{"title":"...","category":"...","description":"...","frequency":0.6,"relevantMoods":["..."],"actionSteps":["..."],"relatedEntryIds":["..."]}]}`;

const INSIGHT_RULES = [
  'Rules for each insight:',
  '- title: a short headline, under 60 characters.',
  '- category: exactly one of mood_pattern, trigger_pattern, time_pattern, growth_opportunity, coping_strategy.',
  '- description: 2 or 3 sentences addressed to the person as "you", naming the pattern and what in the entries shows it.',
  '- frequency: a number from 0 to 1, the share of the relevant entries that show the pattern.',
  '- relevantMoods: the moods (specific_mood values) the pattern involves.',
  '- actionSteps: 2 to 4 small, concrete and kind steps the person could try.',
  '- relatedEntryIds: the ids of the entries that support the insight, copied exactly from the entries above.',
].join('\n');

function initialInsightsPrompt(request: InsightRequest): string {
  return [
    'Analyse these journal entries and find 3 to 5 insights about patterns in how this person feels.',
    '',
    `Entries (JSON): ${JSON.stringify(insightEntries(request.entries))}`,
    '',
    `Answer with JSON of this shape: ${INSIGHT_SHAPE}`,
    '',
    INSIGHT_RULES,
  ].join('\n');
}

function incrementalInsightsPrompt(request: InsightRequest): string {
  const known = request.context.map(({ title, category, description }) => ({ title, category, description }));
  return [
    'This person already has these insights from earlier entries:',
    `Existing insights (JSON): ${JSON.stringify(known)}`,
    '',
    'Here are their new entries, not analysed yet:',
    `Entries (JSON): ${JSON.stringify(insightEntries(request.entries))}`,
    '',
    'Find ONLY new insights in the new entries: patterns that the existing insights do not already cover.',
    'Give at most 5. If the new entries show nothing new, answer {"insights":[]}.',
    '',
    `Answer with JSON of this shape: ${INSIGHT_SHAPE}`,
    '',
    INSIGHT_RULES,
  ].join('\n');
}

export function insightMessages(request: InsightRequest): ChatCompletionMessageParam[] {
  const user = request.mode === 'incremental' ? incrementalInsightsPrompt(request) : initialInsightsPrompt(request);
  return [
    { role: 'system', content: INSIGHTS_SYSTEM },
    { role: 'user', content: user },
  ];
}

const AFFIRMATIONS_SYSTEM = [
  'You are an empathetic wellness coach. You turn the experiences a person has written down into personal',
  'affirmations: short first-person sentences in the present tense that acknowledge what they felt and build',
  'on their strengths. You never dismiss pain, never give medical advice, and keep each affirmation under',
  '200 characters. Each of the 7 affirmations has a theme of one or two words and one mood: empowering,',
  'calming, motivational, grateful or healing. Use a variety of moods.',
].join(' ');

const notGiven = (value: string | number | null) => (value === null || value === '' ? 'not given' : String(value));

function activityLines(entries: readonly AiEntry[]): string {
  return entries
    .map((entry, index) =>
      [
        `Activity ${index + 1}:`,
        `- Feeling: ${notGiven(entry.specific_mood ?? entry.sensation)}`,
        `- Level: ${entry.intensity === null ? 'not given' : `${entry.intensity}/10`}`,
        `- Location: ${entry.location}`,
        `- Social: ${entry.social}`,
        `- Environment: ${entry.environment}`,
        `- Time frame: ${entry.time_frame}`,
        `- Notes: ${notGiven(entry.notes?.trim() ?? null)}`,
      ].join('\n'),
    )
    .join('\n\n');
}

const affirmationsAsk = (activities: string) =>
  `Here are my recent activities:\n\n${activities}\n\nWrite 7 affirmations for me, drawn from these experiences.`;

const EXAMPLE_ACTIVITY = affirmationsAsk(
  [
    'Activity 1:',
    '- Feeling: overwhelmed',
    '- Level: 8/10',
    '- Location: indoor',
    '- Social: alone',
    '- Environment: online',
    '- Time frame: today',
    '- Notes: Too many deadlines at once; I skipped lunch and snapped at a colleague.',
  ].join('\n'),
);

const EXAMPLE_ANSWER = JSON.stringify({
  affirmations: [
    { text: 'I can take my work one task at a time.', theme: 'Focus', mood: 'calming' },
    { text: 'My worth is not measured by how much I get done today.', theme: 'Self-worth', mood: 'empowering' },
    { text: 'I pause to eat and breathe, because caring for my body helps me think.', theme: 'Self-care', mood: 'healing' },
    { text: 'I can repair a tense moment with honesty and kindness.', theme: 'Connection', mood: 'healing' },
    { text: 'I have handled busy days before, and I will handle this one.', theme: 'Resilience', mood: 'motivational' },
    { text: 'I am allowed to ask for help and to set limits.', theme: 'Boundaries', mood: 'empowering' },
    { text: 'I am grateful for the skills that carry me through demanding days.', theme: 'Gratitude', mood: 'grateful' },
  ],
});

export function affirmationMessages(request: AffirmationRequest): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: AFFIRMATIONS_SYSTEM },
    { role: 'user', content: EXAMPLE_ACTIVITY },
    { role: 'assistant', content: EXAMPLE_ANSWER },
    { role: 'user', content: affirmationsAsk(activityLines(request.entries)) },
  ];
}

const EXERCISE_SYSTEM = [
  'You are an EMDR therapist preparing a bilateral eye-movement exercise for a client.',
  "From the client's journal you pick trigger words, short words or phrases that name what distresses them,",
  'and positive words, resources that steady them: people, places, strengths and calming images.',
  "Words are one to three words long, plain and concrete, and drawn from the client's own experiences.",
  'You answer with one JSON object and nothing else.',
].join(' ');

const exerciseDetails = (entry: AiEntry) =>
  [
    `- Notes: ${notGiven(entry.notes?.trim() ?? null)}`,
    `- Trigger: ${entry.trigger}`,
    `- Location: ${entry.location}`,
    `- Environment: ${entry.environment}`,
    `- Social situation: ${entry.social}`,
  ].join('\n');

function exercisePrompt({ source, entries }: ExerciseWordsRequest): string {
  const others = entries.filter((entry) => entry.id !== source.id);
  return [
    `The exercise is for this experience (feeling: ${notGiven(source.specific_mood)}, intensity ${notGiven(source.intensity)}/10):`,
    exerciseDetails(source),
    ...(others.length > 0 ? ['', 'Other recent entries:', others.map(exerciseDetails).join('\n\n')] : []),
    '',
    'Give 10 to 15 trigger words and 10 to 15 positive words.',
    'Rate each trigger word by how intense it is for the client and each positive word by how strong a resource it is, from 1 to 10.',
    'Answer with JSON of this shape:',
    '{"triggerWords":[{"word":"...","context":"why it distresses them","intensity":7}],"positiveWords":[{"word":"...","reason":"why it helps them","strength":8}]}',
  ].join('\n');
}

export function exerciseMessages(request: ExerciseWordsRequest): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: EXERCISE_SYSTEM },
    { role: 'user', content: exercisePrompt(request) },
  ];
}
