import { useId, useState } from 'react';
import { type AnswerValue, isValidAnswer, type QuestionDefinition } from '../../../../shared/domain/onboarding';
import { CountryControl } from '../controls/LazyCountryControl';
import { RadioControl } from '../controls/RadioControl';
import { SelectControl } from '../controls/SelectControl';
import { YesNoControl } from '../controls/YesNoControl';
import { StepActions } from './StepActions';
import { StepCard } from './StepCard';

export function QuestionStep({
  question,
  savedAnswer,
  isFirst,
  busy,
  onAnswer,
  onBack,
}: {
  question: QuestionDefinition;
  savedAnswer: AnswerValue | undefined;
  isFirst: boolean;
  busy: boolean;
  onAnswer: (value: AnswerValue) => void;
  onBack: () => void;
}) {
  const labelId = useId();
  const [draft, setDraft] = useState<unknown>(savedAnswer ?? null);
  const submit = () => {
    if (isValidAnswer(question, draft)) onAnswer(draft);
  };
  const control = {
    yesno: <YesNoControl value={draft} onChange={setDraft} labelledBy={labelId} />,
    select: <SelectControl value={draft} options={question.options ?? {}} onChange={setDraft} labelledBy={labelId} />,
    country: <CountryControl value={draft} onChange={setDraft} label={question.label} />,
    radio: <RadioControl value={draft} options={question.options ?? {}} onChange={setDraft} labelledBy={labelId} name={question.field} />,
  }[question.type];

  return (
    <StepCard title={question.label} titleId={labelId} onSubmit={submit}>
      {control}
      <StepActions onBack={onBack} canGoBack={!isFirst} continueDisabled={!isValidAnswer(question, draft)} busy={busy} />
    </StepCard>
  );
}
