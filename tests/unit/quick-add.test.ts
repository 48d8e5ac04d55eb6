import { describe, expect, it } from 'vitest';
import {
  buttonForKey,
  DEFAULT_BUTTONS,
  effectiveButtons,
  MAX_QUICK_ADD_BUTTONS,
  PRESETS,
  type QuickAddButton,
  togglePreset,
} from '../../src/shared/domain/quick-add';
import {
  canGoBack,
  draftEntry,
  flowProgress,
  IDLE,
  type QuickAddAction,
  quickAddReducer,
  type QuickAddState,
} from '../../src/shared/domain/quick-add-flow';
import { ONBOARDING_STEPS, onboardingProgress } from '../../src/shared/domain/onboarding';
import { stepLabel } from '../../src/shared/domain/progress';

const run = (actions: QuickAddAction[]) => {
  const steps: string[] = [];
  const state = actions.reduce<QuickAddState>((current, action) => {
    const next = quickAddReducer(current, action);
    steps.push(next.step);
    return next;
  }, IDLE);
  return { state, steps };
};
const preset = (id: string) => Object.values(PRESETS).flat().find((button) => button.id === id)!;
const previousTags = { location: 'outdoor', social: 'withOthers', environment: 'online' } as const;

describe('buttons', () => {
  it('start as the 15 defaults, including Laughter for funny', () => {
    expect(DEFAULT_BUTTONS).toHaveLength(15);
    expect(DEFAULT_BUTTONS.find((button) => button.specific_mood === 'funny')?.label).toBe('Laughter');
    expect(DEFAULT_BUTTONS.filter((button) => button.type === 'physical').map((button) => button.sensation)).toEqual([
      'pain',
      'itching',
      'hungry',
      'craving',
      'pleasure',
    ]);
  });

  it('use saved buttons only when they are a non-empty list', () => {
    expect(effectiveButtons(null)).toBe(DEFAULT_BUTTONS);
    expect(effectiveButtons([])).toBe(DEFAULT_BUTTONS);
    expect(effectiveButtons([preset('affirmation')])).toEqual([preset('affirmation')]);
  });

  it('offer every preset of the spec', () => {
    expect(PRESETS.emotional.map((button) => button.specific_mood)).toEqual([
      'happy', 'relieved', 'amused', 'funny', 'excited', 'curious', 'calm', 'tranquil', 'bored',
      'angry', 'sad', 'afraid', 'disgusted', 'overwhelmed', 'confused',
    ]);
    expect(PRESETS.physical.map((button) => button.sensation)).toEqual(['pain', 'itching', 'pleasure', 'hungry', 'craving']);
    expect(PRESETS.affirmation).toHaveLength(1);
  });

  it('give every preset its own emoji (Pleasure is not Calm)', () => {
    const presets = Object.values(PRESETS).flat();
    expect(new Set(presets.map((button) => button.emoji)).size).toBe(presets.length);
  });

  it('toggle presets, refusing a 22nd button', () => {
    const all = Object.values(PRESETS).flat();
    let buttons: readonly QuickAddButton[] = [];
    for (const button of all) buttons = togglePreset(buttons, button);
    expect(buttons).toHaveLength(MAX_QUICK_ADD_BUTTONS);
    expect(togglePreset(buttons, buttons[0]!)).toHaveLength(20);
  });

  it('map the 21 shortcut keys in order, ignoring others', () => {
    const buttons = Object.values(PRESETS).flat().slice(0, 21);
    expect(buttonForKey(buttons, '1')).toBe(buttons[0]);
    expect(buttonForKey(buttons, '0')).toBe(buttons[9]);
    expect(buttonForKey(buttons, 'A')).toBe(buttons[10]);
    expect(buttonForKey(buttons, 'f')).toBe(buttons[13]);
    expect(buttonForKey(buttons, 'z')).toBe(buttons[14]);
    expect(buttonForKey(buttons, 'm')).toBe(buttons[20]);
    expect(buttonForKey(buttons, 'q')).toBeNull();
    expect(buttonForKey(buttons.slice(0, 3), '4')).toBeNull();
  });
});

describe('the quick-add flow', () => {
  it('goes from a preset mood to intensity, tags and notes', () => {
    const { state, steps } = run([
      { type: 'select', button: preset('emotional-happy'), previousTags: null },
      { type: 'intensity', value: 7 },
      { type: 'tag', name: 'trigger', value: 'work' },
      { type: 'tag', name: 'location', value: 'outdoor' },
      { type: 'tag', name: 'social', value: 'alone' },
      { type: 'tag', name: 'time_frame', value: 'today' },
      { type: 'tag', name: 'environment', value: 'offline' },
    ]);
    expect(steps).toEqual(['intensity', 'trigger', 'location', 'social', 'time_frame', 'environment', 'notes']);
    expect(draftEntry(state, 'note', [])).toEqual({
      type: 'emotional',
      mood_category: 'positive',
      specific_mood: 'happy',
      intensity: 7,
      trigger: 'work',
      location: 'outdoor',
      social: 'alone',
      time_frame: 'today',
      environment: 'offline',
      notes: 'note',
      images: [],
    });
  });

  it('asks category and mood for an emotional button without a mood', () => {
    const button: QuickAddButton = { id: 'custom', type: 'emotional', label: 'Feeling', emoji: '🙂' };
    const { state, steps } = run([
      { type: 'select', button, previousTags: null },
      { type: 'category', value: 'negative' },
      { type: 'mood', value: 'sad' },
      { type: 'intensity', value: 4 },
    ]);
    expect(steps).toEqual(['mood_category', 'specific_mood', 'intensity', 'trigger']);
    expect(state).toMatchObject({ mood_category: 'negative', specific_mood: 'sad', intensity: 4 });
  });

  it('asks the body region after intensity for a physical entry', () => {
    const { state, steps } = run([
      { type: 'select', button: preset('physical-pain'), previousTags: null },
      { type: 'intensity', value: 8 },
      { type: 'region', value: 'legs' },
    ]);
    expect(steps).toEqual(['intensity', 'body_region', 'trigger']);
    expect(draftEntry(state, '', [])).toMatchObject({ type: 'physical', sensation: 'pain', body_region: 'legs', specific_body_region: null, body_side: null, intensity: 8 });
  });

  it('takes a place on the body map, with its area and side, or a skipped region (issue 38)', () => {
    const start = [{ type: 'select', button: preset('physical-pain'), previousTags: null }, { type: 'intensity', value: 8 }] as const;
    const mapped = run([...start, { type: 'region', value: 'torso', area: 'shoulders', side: 'left' }]);
    expect(mapped.steps).toEqual(['intensity', 'body_region', 'trigger']);
    expect(draftEntry(mapped.state, '', [])).toMatchObject({ body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 8 });
    const skipped = run([...start, { type: 'region', value: null }]);
    expect(skipped.steps).toEqual(['intensity', 'body_region', 'trigger']);
    expect(draftEntry(skipped.state, '', [])).toMatchObject({ body_region: null, specific_body_region: null, body_side: null });
  });

  it('asks the sensation for a physical button without one', () => {
    const button: QuickAddButton = { id: 'body', type: 'physical', label: 'Body', emoji: '🫀' };
    expect(run([{ type: 'select', button, previousTags: null }, { type: 'sensation', value: 'itching' }]).steps).toEqual([
      'sensation',
      'intensity',
    ]);
  });

  it('takes an affirmation straight to notes, without intensity', () => {
    const { state, steps } = run([{ type: 'select', button: preset('affirmation'), previousTags: null }]);
    expect(steps).toEqual(['notes']);
    expect(draftEntry(state, 'I am enough', [])).toEqual({ type: 'affirmation', notes: 'I am enough', images: [] });
  });

  it('offers the previous tags after the trigger: Confirm reuses them, Edit asks again', () => {
    const select = { type: 'select' as const, button: preset('emotional-calm'), previousTags };
    const confirmed = run([select, { type: 'intensity', value: 2 }, { type: 'tag', name: 'trigger', value: 'family' }, { type: 'confirmSuggestions' }]);
    expect(confirmed.steps).toEqual(['intensity', 'trigger', 'suggestions', 'notes']);
    expect(confirmed.state.tags).toEqual({ trigger: 'family', ...previousTags, time_frame: 'recent' });

    const edited = run([select, { type: 'intensity', value: 2 }, { type: 'tag', name: 'trigger', value: 'family' }, { type: 'editSuggestions' }]);
    expect(edited.steps.at(-1)).toBe('location');
  });

  it('resets on cancel', () => {
    expect(run([{ type: 'select', button: preset('emotional-happy'), previousTags: null }, { type: 'reset' }]).state).toEqual(IDLE);
  });
});

describe('going back', () => {
  const back: QuickAddAction = { type: 'back' };
  const stepsBack = (state: QuickAddState, times: number) => {
    const steps: string[] = [];
    for (let count = 0; count < times; count += 1) {
      state = quickAddReducer(state, back);
      steps.push(state.step);
    }
    return { state, steps };
  };
  const tagsWithoutPrevious: QuickAddAction[] = [
    { type: 'tag', name: 'trigger', value: 'work' },
    { type: 'tag', name: 'location', value: 'outdoor' },
    { type: 'tag', name: 'social', value: 'alone' },
    { type: 'tag', name: 'time_frame', value: 'today' },
    { type: 'tag', name: 'environment', value: 'offline' },
  ];

  it('is not offered on the first step, and changes nothing there', () => {
    const first = run([{ type: 'select', button: preset('emotional-happy'), previousTags: null }]).state;
    expect(canGoBack(first)).toBe(false);
    expect(quickAddReducer(first, back)).toBe(first);
    expect(quickAddReducer(IDLE, back)).toBe(IDLE);
  });

  it('takes a preset mood back through the tags to intensity, keeping every answer', () => {
    const { state } = run([{ type: 'select', button: preset('emotional-happy'), previousTags: null }, { type: 'intensity', value: 7 }, ...tagsWithoutPrevious]);
    expect(flowProgress(state)).toEqual({ step: 7, of: 7 });
    const walked = stepsBack(state, 6);
    expect(walked.steps).toEqual(['environment', 'time_frame', 'social', 'location', 'trigger', 'intensity']);
    expect(walked.state).toMatchObject({ intensity: 7, tags: { trigger: 'work', location: 'outdoor', social: 'alone', time_frame: 'today', environment: 'offline' } });
    expect(canGoBack(walked.state)).toBe(false);
    expect(flowProgress(walked.state)).toEqual({ step: 1, of: 7 });
  });

  it('returns along the category path, and a new answer replaces the old one', () => {
    const button: QuickAddButton = { id: 'custom', type: 'emotional', label: 'Feeling', emoji: '🙂' };
    const atTrigger = run([
      { type: 'select', button, previousTags: null },
      { type: 'category', value: 'negative' },
      { type: 'mood', value: 'sad' },
      { type: 'intensity', value: 4 },
    ]).state;
    expect(flowProgress(atTrigger)).toEqual({ step: 4, of: 9 });
    expect(flowProgress(stepsBack(atTrigger, 1).state)).toEqual({ step: 3, of: 9 });
    const walked = stepsBack(atTrigger, 3);
    expect(walked.steps).toEqual(['intensity', 'specific_mood', 'mood_category']);
    expect(walked.state).toMatchObject({ mood_category: 'negative', specific_mood: 'sad', intensity: 4, history: [] });
    const changed = run([{ type: 'select', button, previousTags: null }]).state;
    const redone = [
      { type: 'category', value: 'positive' },
      { type: 'mood', value: 'relieved' },
      { type: 'intensity', value: 9 },
    ] satisfies QuickAddAction[];
    const final = redone.reduce(quickAddReducer, walked.state);
    expect(final).toMatchObject({ step: 'trigger', mood_category: 'positive', specific_mood: 'relieved', intensity: 9 });
    expect(final.history).toEqual(redone.reduce(quickAddReducer, changed).history);
  });

  it('returns from a physical entry\'s tags to the region and intensity, keeping them', () => {
    const atTrigger = run([
      { type: 'select', button: preset('physical-pain'), previousTags: null },
      { type: 'intensity', value: 8 },
      { type: 'region', value: 'legs' },
    ]).state;
    expect(flowProgress(atTrigger)).toEqual({ step: 3, of: 8 });
    const atRegion = quickAddReducer(atTrigger, back);
    expect(atRegion).toMatchObject({ step: 'body_region', body_region: 'legs', intensity: 8 });
    const atIntensity = quickAddReducer(atRegion, back);
    expect(atIntensity).toMatchObject({ step: 'intensity', intensity: 8 });
    const redone = quickAddReducer(quickAddReducer(atIntensity, { type: 'intensity', value: 3 }), { type: 'region', value: 'head' });
    expect(draftEntry(redone, '', [])).toMatchObject({ type: 'physical', sensation: 'pain', body_region: 'head', intensity: 3 });
  });

  it('returns from the notes to the previous tags question, and from Edit\'s questions to it', () => {
    const select = { type: 'select' as const, button: preset('emotional-calm'), previousTags };
    const atSuggestions = run([select, { type: 'intensity', value: 2 }, { type: 'tag', name: 'trigger', value: 'family' }]).state;
    expect(flowProgress(atSuggestions)).toEqual({ step: 3, of: 8 });

    const confirmed = quickAddReducer(atSuggestions, { type: 'confirmSuggestions' });
    expect(flowProgress(confirmed)).toEqual({ step: 8, of: 8 }); // the tag questions skipped, the total kept
    expect(quickAddReducer(confirmed, back).step).toBe('suggestions');
    expect(stepsBack(confirmed, 3).steps).toEqual(['suggestions', 'trigger', 'intensity']);

    const edited = run([select, { type: 'intensity', value: 2 }, { type: 'tag', name: 'trigger', value: 'family' }, { type: 'editSuggestions' }]).state;
    expect(flowProgress(edited)).toEqual({ step: 4, of: 8 });
    expect(stepsBack(edited, 2).steps).toEqual(['suggestions', 'trigger']);
    expect(quickAddReducer(quickAddReducer(edited, back), back).tags).toEqual({ trigger: 'family' });
  });

  it('is not offered from the notes of an affirmation, its only step', () => {
    const atNotes = run([{ type: 'select', button: preset('affirmation'), previousTags: null }]).state;
    expect(canGoBack(atNotes)).toBe(false);
    expect(quickAddReducer(atNotes, back)).toBe(atNotes);
    expect(flowProgress(atNotes)).toEqual({ step: 1, of: 1 });
  });

  it('ignores an answer meant for another step', () => {
    const atTrigger = run([{ type: 'select', button: preset('emotional-happy'), previousTags: null }, { type: 'intensity', value: 7 }]).state;
    expect(quickAddReducer(atTrigger, { type: 'intensity', value: 2 })).toBe(atTrigger);
    expect(quickAddReducer(atTrigger, { type: 'confirmSuggestions' })).toBe(atTrigger);
  });
});

describe('a failed save', () => {
  const atNotes = run([
    { type: 'select', button: preset('physical-pain'), previousTags },
    { type: 'intensity', value: 6 },
    { type: 'region', value: 'arms' },
    { type: 'tag', name: 'trigger', value: 'exercise' },
    { type: 'confirmSuggestions' },
  ]).state;
  const draft = { notes: 'Sore after the climb', images: ['uploaded-image-1700000000000-abcdef.png'] };

  it('brings the flow back to the notes step with the same choices, notes and images', () => {
    const restored = quickAddReducer(IDLE, { type: 'restore', flow: atNotes, draft });
    expect(restored).toEqual({ ...atNotes, step: 'notes', draft });
    expect(draftEntry(restored, restored.draft.notes, restored.draft.images)).toEqual(
      draftEntry(atNotes, draft.notes, draft.images),
    );
  });

  it('leaves a flow started since then alone', () => {
    const started = quickAddReducer(IDLE, { type: 'select', button: preset('emotional-calm'), previousTags: null });
    expect(quickAddReducer(started, { type: 'restore', flow: atNotes, draft })).toBe(started);
  });

  it('keeps the way back from the notes', () => {
    const restored = quickAddReducer(IDLE, { type: 'restore', flow: atNotes, draft });
    expect(quickAddReducer(restored, { type: 'back' }).step).toBe('suggestions');
  });

  it('starts every new flow with an empty draft', () => {
    const restored = quickAddReducer(IDLE, { type: 'restore', flow: atNotes, draft });
    const next = quickAddReducer(quickAddReducer(restored, { type: 'reset' }), { type: 'select', button: preset('affirmation'), previousTags: null });
    expect(next.draft).toEqual({ notes: '', images: [] });
  });
});

describe('the step count', () => {
  const previousTags = { location: 'indoor', social: 'alone', environment: 'online' } as const;
  const happy = (tags: typeof previousTags | null) => ({ type: 'select' as const, button: preset('emotional-happy'), previousTags: tags });
  const totals = (actions: QuickAddAction[]) => {
    const seen: number[] = [];
    actions.reduce((state, action) => {
      const next = quickAddReducer(state, action);
      seen.push(flowProgress(next).of);
      return next;
    }, IDLE);
    return seen;
  };

  it('keeps one total from the first step to the last, whatever the answers', () => {
    const answered: QuickAddAction[] = [happy(previousTags), { type: 'intensity', value: 7 }, { type: 'tag', name: 'trigger', value: 'work' }];
    expect(totals([...answered, { type: 'confirmSuggestions' }])).toEqual([8, 8, 8, 8]);
    expect(totals([...answered, { type: 'editSuggestions' }, { type: 'tag', name: 'location', value: 'outdoor' }])).toEqual([8, 8, 8, 8, 8]);
  });

  it('counts the same Happy entry alike however it ends', () => {
    const start: QuickAddAction[] = [happy(previousTags), { type: 'intensity', value: 7 }, { type: 'tag', name: 'trigger', value: 'work' }];
    const tagAnswers: QuickAddAction[] = (['location', 'social', 'time_frame', 'environment'] as const).map((name) => ({ type: 'tag', name, value: 'x' }));
    const confirmed = [...start, { type: 'confirmSuggestions' } as const].reduce(quickAddReducer, IDLE);
    const edited = [...start, { type: 'editSuggestions' } as const, ...tagAnswers].reduce(quickAddReducer, IDLE);
    expect(confirmed.step).toBe('notes');
    expect(edited.step).toBe('notes');
    expect(flowProgress(confirmed)).toEqual(flowProgress(edited));
  });

  it('counts onboarding by the same rule: skipping the commitment moves the step, not the total', () => {
    expect(onboardingProgress('lifeStruggle')).toEqual({ step: 1, of: ONBOARDING_STEPS.length });
    expect(onboardingProgress('plan_selection')).toEqual({ step: ONBOARDING_STEPS.length - 1, of: ONBOARDING_STEPS.length });
    expect(stepLabel(onboardingProgress('completion'))).toBe(`Step ${ONBOARDING_STEPS.length} of ${ONBOARDING_STEPS.length}`);
  });
});
