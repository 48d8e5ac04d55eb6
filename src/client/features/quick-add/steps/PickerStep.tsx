import { ChoiceTiles } from '../../../ui/ChoiceTiles';

/** One question of the flow, answered by tapping (or Tab and Enter on) a tile; `selected` is the earlier answer, on the way back. */
export function PickerStep({
  question,
  options,
  selected,
  onChoose,
}: {
  question: string;
  options: Record<string, string>;
  selected?: string | null;
  onChoose: (value: string) => void;
}) {
  return (
    <div className="space-y-4">
      <h3 className="text-center text-lg font-semibold text-slate-800">{question}</h3>
      <ChoiceTiles label={question} options={options} selected={selected} onChoose={onChoose} autoFocus />
    </div>
  );
}
