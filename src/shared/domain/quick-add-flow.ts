import type { BodySide } from './body-map';
import { type BodyRegion, type EntryTags, type MoodCategory, NO_KIND_CHOICES, type Sensation, type TagName } from './entries';
import { progressAlong, type StepProgress } from './progress';
import type { QuickAddButton } from './quick-add';

/** Where the quick-add flow is (journal-core 4, quick-add flow). */
export type QuickAddStep =
  | 'idle'
  | 'mood_category'
  | 'specific_mood'
  | 'intensity'
  | 'sensation'
  | 'body_region'
  | 'trigger'
  | 'suggestions'
  | 'location'
  | 'social'
  | 'time_frame'
  | 'environment'
  | 'notes';

export type PreviousTags = Pick<EntryTags, 'location' | 'social' | 'environment'>;

/** What the notes step holds: the typed notes and the attached image keys. */
export interface NotesDraft {
  notes: string;
  images: string[];
}

export interface QuickAddState {
  step: QuickAddStep;
  button: QuickAddButton | null;
  mood_category: MoodCategory | null;
  specific_mood: string | null;
  sensation: Sensation | null;
  body_region: BodyRegion | null;
  /** Issue 38: the area and side chosen on the body map. */
  specific_body_region: string | null;
  body_side: BodySide | null;
  intensity: number | null;
  tags: Partial<EntryTags>;
  /** The last entry's tags, offered as 'Use the same tags as before?'. */
  previousTags: PreviousTags | null;
  /** What the notes step starts with: empty, or the draft of a save that failed. */
  draft: NotesDraft;
  /** The steps answered so far, oldest first: where 'back' returns to. */
  history: QuickAddStep[];
}

export type QuickAddAction =
  | { type: 'select'; button: QuickAddButton; previousTags: PreviousTags | null }
  | { type: 'category'; value: MoodCategory }
  | { type: 'mood'; value: string }
  | { type: 'intensity'; value: number }
  | { type: 'sensation'; value: Sensation }
  /** Where the sensation is felt: a region, or an area (and side) of the body map; null skips the question. */
  | { type: 'region'; value: BodyRegion | null; area?: string | null; side?: BodySide | null }
  | { type: 'tag'; name: Exclude<TagName, never>; value: string }
  | { type: 'confirmSuggestions' }
  | { type: 'editSuggestions' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'restore'; flow: QuickAddState; draft: NotesDraft };

export const IDLE: QuickAddState = {
  step: 'idle',
  button: null,
  ...NO_KIND_CHOICES,
  intensity: null,
  tags: {},
  previousTags: null,
  draft: { notes: '', images: [] },
  history: [],
};

/** The tag questions after the trigger, in the order they are asked. */
const TAG_ORDER = ['location', 'social', 'time_frame', 'environment'] as const;

const afterTrigger = (state: QuickAddState): QuickAddStep => (state.previousTags ? 'suggestions' : 'location');

function afterTag(name: TagName, state: QuickAddState): QuickAddStep {
  if (name === 'trigger') return afterTrigger(state);
  const index = TAG_ORDER.indexOf(name as (typeof TAG_ORDER)[number]);
  return TAG_ORDER[index + 1] ?? 'notes';
}

/** The step after `step`, or 'branch' where the person's answer decides (the previous tags). */
function stepAfter(step: QuickAddStep, state: QuickAddState): QuickAddStep | 'branch' | null {
  switch (step) {
    case 'mood_category':
      return 'specific_mood';
    case 'specific_mood':
    case 'sensation':
      return 'intensity';
    case 'intensity':
      return state.button?.type === 'physical' ? 'body_region' : 'trigger';
    case 'body_region':
      return 'trigger';
    case 'suggestions':
      return 'branch';
    case 'idle':
    case 'notes':
      return null;
    default:
      return afterTag(step, state);
  }
}

/** Moves on from the current step, remembering it for 'back'. */
const advance = (state: QuickAddState, values: Partial<QuickAddState>, step: QuickAddStep): QuickAddState => ({
  ...state,
  ...values,
  step,
  history: [...state.history, state.step],
});

/** Answers the question of step `at`; an answer meant for another step changes nothing. */
const answer = (state: QuickAddState, at: QuickAddStep, values: Partial<QuickAddState>) => {
  const next = state.step === at ? stepAfter(at, state) : null;
  return next && next !== 'branch' ? advance(state, values, next) : state;
};

export function quickAddReducer(state: QuickAddState, action: QuickAddAction): QuickAddState {
  switch (action.type) {
    case 'reset':
      return IDLE;
    case 'restore':
      // A flow started since the failed save is left alone.
      return state.step === 'idle' ? { ...action.flow, step: 'notes', draft: action.draft } : state;
    case 'select': {
      const { button } = action;
      const base = { ...IDLE, button, previousTags: action.previousTags };
      if (button.type === 'affirmation') return { ...base, step: 'notes' };
      if (button.type === 'emotional') {
        return button.specific_mood && button.mood_category
          ? { ...base, mood_category: button.mood_category, specific_mood: button.specific_mood, step: 'intensity' }
          : { ...base, step: 'mood_category' };
      }
      return button.sensation ? { ...base, sensation: button.sensation, step: 'intensity' } : { ...base, step: 'sensation' };
    }
    case 'back': {
      const previous = state.history.at(-1);
      return previous ? { ...state, step: previous, history: state.history.slice(0, -1) } : state;
    }
    case 'category':
      return answer(state, 'mood_category', { mood_category: action.value });
    case 'mood':
      return answer(state, 'specific_mood', { specific_mood: action.value });
    case 'sensation':
      return answer(state, 'sensation', { sensation: action.value });
    case 'intensity':
      return answer(state, 'intensity', { intensity: action.value });
    case 'region':
      return answer(state, 'body_region', { body_region: action.value, specific_body_region: action.area ?? null, body_side: action.side ?? null });
    case 'tag':
      return answer(state, action.name, { tags: { ...state.tags, [action.name]: action.value } });
    case 'confirmSuggestions':
      if (state.step !== 'suggestions') return state;
      return advance(state, { tags: { ...state.tags, ...state.previousTags, time_frame: 'recent' } }, 'notes');
    case 'editSuggestions':
      return state.step === 'suggestions' ? advance(state, {}, 'location') : state;
  }
}

export const canGoBack = (state: QuickAddState) => state.history.length > 0;

/** Every step this entry may ask, in order; where previous tags are offered, with Edit's questions. */
function fullPath(state: QuickAddState): QuickAddStep[] {
  const path: QuickAddStep[] = [];
  for (let step: QuickAddStep | 'branch' | null = state.history[0] ?? state.step; step && step !== 'idle'; ) {
    path.push(step);
    const next = stepAfter(step, state);
    step = next === 'branch' ? 'location' : next;
  }
  return path;
}

/** 'Step n of m' by the rule of every flow (`progressAlong`): confirming the previous tags skips to the notes. */
export const flowProgress = (state: QuickAddState): StepProgress => progressAlong(fullPath(state), state.step);

/**
 * What the notes step asks: the spec's words for a feeling or a sensation; for an affirmation,
 * whose notes are the affirmation itself, what to affirm.
 */
export function notesPrompt(state: QuickAddState): { label: string; placeholder: string } {
  if (state.button?.type === 'affirmation') {
    return { label: 'What do you want to affirm?', placeholder: 'I am calm, capable and enough...' };
  }
  return { label: 'Why this feeling? (Add details for AI Affirmation)', placeholder: 'Add details, triggers, context...' };
}

/** The entry the flow describes, ready for `entries.add`. */
export function draftEntry(state: QuickAddState, notes: string, images: string[]) {
  const common = { ...state.tags, notes, images };
  switch (state.button?.type) {
    case 'affirmation':
      return { type: 'affirmation' as const, ...common };
    case 'physical':
      return {
        type: 'physical' as const,
        sensation: state.sensation!,
        body_region: state.body_region,
        specific_body_region: state.specific_body_region,
        body_side: state.body_side,
        intensity: state.intensity,
        ...common,
      };
    default:
      return {
        type: 'emotional' as const,
        mood_category: state.mood_category!,
        specific_mood: state.specific_mood!,
        intensity: state.intensity,
        ...common,
      };
  }
}
