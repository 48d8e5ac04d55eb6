import { useCallback } from 'react';
import { Modal } from '../../ui/Modal';
import { IntensityKeypad } from './IntensityKeypad';

/** 'Adjust Intensity': the keypad saves the chosen value; on failure the modal stays open. */
export function AdjustIntensityModal({
  open,
  onOpenChange,
  current,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: number | null;
  onSave: (intensity: number) => Promise<unknown>;
}) {
  const choose = useCallback(
    (intensity: number) => {
      onSave(intensity).then(
        () => onOpenChange(false),
        (error: unknown) => console.error('Error updating intensity:', error),
      );
    },
    [onSave, onOpenChange],
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Adjust Intensity">
      {open && <IntensityKeypad onSelect={choose} selected={current} />}
    </Modal>
  );
}
