import type { TagName } from './entries';

/** The question and tile labels of each tag (journal-core 2, tag-selection flow). */
export const TAG_QUESTIONS: Record<TagName, { question: string; options: Record<string, string> }> = {
  trigger: { question: 'What triggered this?', options: { work: 'Work', family: 'Family', exercise: 'Exercise', other: 'Other' } },
  location: { question: 'Where are you?', options: { indoor: 'Indoor', outdoor: 'Outdoor' } },
  social: { question: 'Who are you with?', options: { alone: 'Alone', withOthers: 'With Others' } },
  time_frame: { question: 'When did this happen?', options: { recent: 'Just Now', today: 'Today', yesterday: 'Yesterday' } },
  environment: { question: 'What environment?', options: { online: 'Online', offline: 'Offline' } },
};

/** The edit-tags modal walks these in this order (journal-core 4), then confirms. */
export const EDIT_TAG_STEPS = ['location', 'social', 'environment', 'time_frame'] as const satisfies readonly TagName[];
