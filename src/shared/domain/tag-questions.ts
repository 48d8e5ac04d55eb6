import type { TagName } from './entries';
import { tagLabel } from './entry-display';

/**
 * The question and tile labels of each tag (journal-core 2, tag-selection flow), and the short
 * topic that names a tag chip to screen readers ('When: Just Now').
 */
export const TAG_QUESTIONS: Record<TagName, { topic: string; question: string; options: Record<string, string> }> = {
  trigger: { topic: 'Trigger', question: 'What triggered this?', options: { work: 'Work', family: 'Family', exercise: 'Exercise', other: 'Other' } },
  location: { topic: 'Where', question: 'Where are you?', options: { indoor: 'Indoor', outdoor: 'Outdoor' } },
  social: { topic: 'With whom', question: 'Who are you with?', options: { alone: 'Alone', withOthers: 'With Others' } },
  time_frame: { topic: 'When', question: 'When did this happen?', options: { recent: 'Just Now', today: 'Today', yesterday: 'Yesterday' } },
  environment: { topic: 'Environment', question: 'What environment?', options: { online: 'Online', offline: 'Offline' } },
};

/** The tile label of a tag's value, the same on cards and in dialogs. */
export function tagValueLabel(name: TagName, value: string): string {
  return TAG_QUESTIONS[name].options[value] ?? tagLabel(value);
}

/** The edit-tags modal walks these in this order (journal-core 4), then confirms. */
export const EDIT_TAG_STEPS = ['location', 'social', 'environment', 'time_frame'] as const satisfies readonly TagName[];
