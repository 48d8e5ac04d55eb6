/** Where a person is in a multi-step flow: 'Step 3 of 8'. */
export interface StepProgress {
  step: number;
  of: number;
}

/**
 * The one rule of every multi-step flow: the total counts every step the flow may ask, fixed when
 * it starts, and the step is the current one's place on that path. A step skipped (the previous
 * tags confirmed, the commitment of someone helping others) moves the count forward; the total
 * never changes as the person answers.
 */
export function progressAlong<Step>(path: readonly Step[], current: Step): StepProgress {
  return { step: path.indexOf(current) + 1, of: path.length };
}

export const stepLabel = ({ step, of }: StepProgress) => `Step ${step} of ${of}`;
