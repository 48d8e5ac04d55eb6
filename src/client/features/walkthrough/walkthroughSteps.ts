/** The value of the `data-walkthrough` attribute on the element a step points at. */
export type WalkthroughTarget = 'profiles' | 'quick-add' | 'timeline' | 'aura' | 'exercise';

export interface WalkthroughStep {
  target: WalkthroughTarget;
  title: string;
  content: string;
}

/** Spec 2.12, in the order the tour takes them. */
export const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    target: 'profiles',
    title: 'Your Profiles & Sharing',
    content: 'Switch journals, add a profile for someone you care for, or invite a friend, coach or therapist from here.',
  },
  {
    target: 'quick-add',
    title: 'Log Your Feelings',
    content: 'Tap a tile whenever a feeling or sensation shows up; it takes seconds. Add a note on why, and you unlock AI affirmations written for that moment.',
  },
  {
    target: 'timeline',
    title: 'See Your Journey',
    content: 'Every entry becomes a point on your last 30 days, so you can see the ups and downs take shape. Log two entries to bring it to life.',
  },
  {
    target: 'aura',
    title: 'Your Current Aura',
    content: 'This figure glows with the colours of what you have felt in the last 4 hours. A glance tells you how your day is going.',
  },
  {
    target: 'exercise',
    title: 'Feeling Overwhelmed?',
    content: 'Tap the eye for a short guided eye-movement exercise. Follow the moving ball, breathe, and let things settle.',
  },
];

export const findWalkthroughTarget = (target: WalkthroughTarget) => document.querySelector<HTMLElement>(`[data-walkthrough="${target}"]`);
