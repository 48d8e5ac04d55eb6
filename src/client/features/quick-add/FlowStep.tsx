import { type Dispatch, useEffect, useRef } from 'react';
import type { MoodCategory, Sensation, TagName } from '../../../shared/domain/entries';
import { MOOD_EMOJI, tagLabel } from '../../../shared/domain/entry-display';
import { notesPrompt, type QuickAddAction, type QuickAddState } from '../../../shared/domain/quick-add-flow';
import { TAG_QUESTIONS } from '../../../shared/domain/tag-questions';
import { IntensityKeypad } from '../entries/IntensityKeypad';
import { BodyRegionStep } from './steps/BodyRegionStep';
import { NotesStep } from './steps/NotesStep';
import { PickerStep } from './steps/PickerStep';
import { SuggestionsStep } from './steps/SuggestionsStep';

/** The moods the picker offers per category (journal-core 2, mood picker). */
const PICKER_MOODS: Record<MoodCategory, string[]> = {
  positive: ['happy', 'relieved', 'amused', 'funny'],
  neutral: ['calm', 'tranquil', 'bored'],
  negative: ['angry', 'sad', 'afraid', 'disgusted', 'overwhelmed'],
};
const labelled = (values: readonly string[], emoji: Record<string, string> = {}) =>
  Object.fromEntries(values.map((value) => [value, `${emoji[value] ? `${emoji[value]} ` : ''}${tagLabel(value)}`]));

const TAG_STEPS: readonly string[] = ['trigger', 'location', 'social', 'time_frame', 'environment'];

type StepProps = {
  state: QuickAddState;
  dispatch: Dispatch<QuickAddAction>;
  profileId: string | null;
  onSave: (notes: string, images: string[]) => void;
};

/**
 * The current step of the flow. The tile or key just pressed is gone, so each new step takes
 * the focus: the tile answered before when Back leads to it, else its own first control when
 * it has one (the tiles, Confirm, the notes), otherwise its heading (the intensity keypad, whose
 * number keys work wherever the focus is), which a screen reader then reads out.
 */
export function FlowStep(props: StepProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { step } = props.state;
  useEffect(() => {
    const root = wrapper.current;
    const answered = root?.querySelector<HTMLElement>(':scope [role="group"] [aria-pressed="true"]');
    if (answered) answered.focus();
    if (!root || root.contains(document.activeElement)) return;
    const heading = root.querySelector<HTMLElement>('h2, h3, h4');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [step]);
  return (
    <div ref={wrapper} className="[&_[tabindex='-1']]:outline-none">
      <StepContent {...props} />
    </div>
  );
}

function StepContent({ state, dispatch, profileId, onSave }: StepProps) {
  switch (state.step) {
    case 'mood_category':
      return (
        <PickerStep
          question="Which kind of feeling?"
          options={{ positive: 'Positive', neutral: 'Neutral', negative: 'Negative' }}
          selected={state.mood_category}
          onChoose={(value) => dispatch({ type: 'category', value: value as MoodCategory })}
        />
      );
    case 'specific_mood':
      return (
        <PickerStep
          question="What exactly do you feel?"
          options={labelled(PICKER_MOODS[state.mood_category ?? 'neutral'], MOOD_EMOJI)}
          selected={state.specific_mood}
          onChoose={(value) => dispatch({ type: 'mood', value })}
        />
      );
    case 'intensity':
      return <IntensityKeypad selected={state.intensity} onSelect={(value) => dispatch({ type: 'intensity', value })} />;
    case 'sensation':
      return (
        <PickerStep
          question="What do you feel in your body?"
          options={labelled(['pain', 'itching', 'pleasure'])}
          selected={state.sensation}
          onChoose={(value) => dispatch({ type: 'sensation', value: value as Sensation })}
        />
      );
    case 'body_region':
      return (
        <BodyRegionStep
          memory={profileId && state.button ? { profileId, buttonId: state.button.id } : null}
          answered={state}
          onAnswer={(felt) => dispatch({ type: 'region', value: felt?.body_region ?? null, area: felt?.specific_body_region, side: felt?.body_side })}
        />
      );
    case 'suggestions':
      return (
        <SuggestionsStep
          previous={state.previousTags!}
          onConfirm={() => dispatch({ type: 'confirmSuggestions' })}
          onEdit={() => dispatch({ type: 'editSuggestions' })}
        />
      );
    case 'notes':
      return <NotesStep profileId={profileId} prompt={notesPrompt(state)} initial={state.draft} onSave={onSave} />;
    default: {
      if (!TAG_STEPS.includes(state.step)) return null;
      const name = state.step as TagName;
      return (
        <PickerStep
          key={name}
          question={TAG_QUESTIONS[name].question}
          options={TAG_QUESTIONS[name].options}
          selected={state.tags[name]}
          onChoose={(value) => dispatch({ type: 'tag', name, value })}
        />
      );
    }
  }
}
