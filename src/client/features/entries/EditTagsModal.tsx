import { useState } from 'react';
import { DEFAULT_TAGS, type EntryTags } from '../../../shared/domain/entries';
import { EDIT_TAG_STEPS, TAG_QUESTIONS } from '../../../shared/domain/tag-questions';
import { Button } from '../../ui/Button';
import { ChoiceTiles } from '../../ui/ChoiceTiles';
import { Modal } from '../../ui/Modal';

type EditedTags = Pick<EntryTags, (typeof EDIT_TAG_STEPS)[number]>;

/**
 * Walks location, social, environment and time frame (each tap stores and moves on), then
 * 'Confirm Tag Changes' with Save. On failure the modal stays open (journal-core 8).
 */
export function EditTagsModal({
  open,
  onOpenChange,
  initial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: Partial<EditedTags>;
  onSave: (tags: EditedTags) => Promise<unknown>;
}) {
  const [step, setStep] = useState(0);
  const [tags, setTags] = useState<EditedTags>({
    location: initial.location ?? DEFAULT_TAGS.location,
    social: initial.social ?? DEFAULT_TAGS.social,
    environment: initial.environment ?? DEFAULT_TAGS.environment,
    time_frame: initial.time_frame ?? DEFAULT_TAGS.time_frame,
  });
  const [saving, setSaving] = useState(false);
  const tagName = EDIT_TAG_STEPS[step];

  const save = async () => {
    setSaving(true);
    try {
      await onSave(tags);
      onOpenChange(false);
    } catch (error) {
      console.error('Error updating tags:', error);
    } finally {
      setSaving(false);
    }
  };

  const question = tagName ? TAG_QUESTIONS[tagName] : null;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={question ? question.question : 'Confirm Tag Changes'}>
      {tagName && question ? (
        <ChoiceTiles
          label={question.question}
          options={question.options}
          selected={tags[tagName]}
          onChoose={(value) => {
            setTags((current) => ({ ...current, [tagName]: value }));
            setStep((current) => current + 1);
          }}
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {EDIT_TAG_STEPS.map((name) => (
              <div key={name} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-slate-500">{TAG_QUESTIONS[name].question}</dt>
                <dd className="font-semibold text-slate-900">{TAG_QUESTIONS[name].options[tags[name]]}</dd>
              </div>
            ))}
          </dl>
          <Button className="mt-5 w-full" disabled={saving} onClick={() => void save()}>
            Save
          </Button>
        </>
      )}
    </Modal>
  );
}
