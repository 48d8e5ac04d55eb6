import type { MoodCategory } from '../../../../shared/domain/entries';

/** Concrete next steps for a mood that keeps turning up in one context (`where`: 'around work', 'at night'). */
export function contextActionSteps(category: MoodCategory, where: string): string[] {
  if (category === 'negative') {
    return [
      `Notice the first sign of tension ${where} and take three slow breaths before you respond.`,
      `Write one line about what happened ${where} right after it, while it is fresh.`,
      `Plan one small buffer ${where} this week: a short break, a walk, or a pause between tasks.`,
      `Look back at the times ${where} that went better and note what was different.`,
    ];
  }
  if (category === 'positive') {
    return [
      `Keep making room for what lifts you ${where}: put it in your week on purpose.`,
      `Note what exactly helped ${where} so you can return to it on a harder day.`,
      `When a day turns heavy, borrow one habit from your good moments ${where}.`,
    ];
  }
  return [
    `Check in with yourself ${where}: does the calm feel restful, or is something missing?`,
    `Add one small thing you enjoy ${where} and see whether your entries change.`,
    `Keep noting how you feel ${where} so the pattern stays visible.`,
  ];
}

export function trendActionSteps(improving: boolean, category: MoodCategory): string[] {
  if (improving) {
    return [
      `Write down what changed in the weeks your ${category} feelings moved the right way.`,
      'Keep the routines of those weeks going, even on busy days.',
      'Celebrate the progress: tell someone, or write yourself a short note about it.',
    ];
  }
  return [
    `Look at what was different in the weeks your ${category} feelings moved the wrong way.`,
    'Pick one restful habit (sleep, a walk, a call with a friend) and protect it this week.',
    'If the trend keeps going, consider talking it through with someone you trust or a professional.',
  ];
}

/** `first` and `then` read as phrases: 'feeling stressed', 'pain'. */
export function sequenceActionSteps(first: string, then: string, thenIsHard: boolean): string[] {
  if (thenIsHard) {
    return [
      `After ${first}, check in with yourself again a few hours later.`,
      `Try one calming step early after ${first} (a walk, water, slow breathing), before ${then} can follow.`,
      `Note in your entries what happens between ${first} and ${then}, to find the link.`,
    ];
  }
  return [
    `Notice what you do after ${first}: it may be what leads to ${then}.`,
    `On a harder day, try the same step you usually take after ${first}.`,
    `Keep logging both, to see whether the link holds.`,
  ];
}
