import type { BodyRegion, EntryTags, MoodCategory, Sensation, TagName } from './entries';
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
  intensity: number | null;
  tags: Partial<EntryTags>;
  /** The last entry's tags, offered as 'Use the same tags as before?'. */
  previousTags: PreviousTags | null;
  /** What the notes step starts with: empty, or the draft of a save that failed. */
  draft: NotesDraft;
}

export type QuickAddAction =
  | { type: 'select'; button: QuickAddButton; previousTags: PreviousTags | null }
  | { type: 'category'; value: MoodCategory }
  | { type: 'mood'; value: string }
  | { type: 'intensity'; value: number }
  | { type: 'sensation'; value: Sensation }
  | { type: 'region'; value: BodyRegion }
  | { type: 'tag'; name: Exclude<TagName, never>; value: string }
  | { type: 'confirmSuggestions' }
  | { type: 'editSuggestions' }
  | { type: 'reset' }
  | { type: 'restore'; flow: QuickAddState; draft: NotesDraft };

export const IDLE: QuickAddState = {
  step: 'idle',
  button: null,
  mood_category: null,
  specific_mood: null,
  sensation: null,
  body_region: null,
  intensity: null,
  tags: {},
  previousTags: null,
  draft: { notes: '', images: [] },
};

/** The tag questions after the trigger, in the order they are asked. */
const TAG_ORDER = ['location', 'social', 'time_frame', 'environment'] as const;

const afterTrigger = (state: QuickAddState): QuickAddStep => (state.previousTags ? 'suggestions' : 'location');

function afterTag(name: TagName, state: QuickAddState): QuickAddStep {
  if (name === 'trigger') return afterTrigger(state);
  const index = TAG_ORDER.indexOf(name as (typeof TAG_ORDER)[number]);
  return TAG_ORDER[index + 1] ?? 'notes';
}

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
    case 'category':
      return { ...state, mood_category: action.value, step: 'specific_mood' };
    case 'mood':
      return { ...state, specific_mood: action.value, step: 'intensity' };
    case 'sensation':
      return { ...state, sensation: action.value, step: 'intensity' };
    case 'intensity':
      return { ...state, intensity: action.value, step: state.button?.type === 'physical' ? 'body_region' : 'trigger' };
    case 'region':
      return { ...state, body_region: action.value, step: 'trigger' };
    case 'tag':
      return { ...state, tags: { ...state.tags, [action.name]: action.value }, step: afterTag(action.name, state) };
    case 'confirmSuggestions':
      return { ...state, tags: { ...state.tags, ...state.previousTags, time_frame: 'recent' }, step: 'notes' };
    case 'editSuggestions':
      return { ...state, step: 'location' };
  }
}

/** The entry the flow describes, ready for `entries.add`. */
export function draftEntry(state: QuickAddState, notes: string, images: string[]) {
  const common = { ...state.tags, notes, images };
  switch (state.button?.type) {
    case 'affirmation':
      return { type: 'affirmation' as const, ...common };
    case 'physical':
      return { type: 'physical' as const, sensation: state.sensation!, body_region: state.body_region, intensity: state.intensity, ...common };
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
