import { type FormEvent, useId, useMemo, useState } from 'react';
import { UNKNOWN_TIME_ZONE_MESSAGE } from '../../../shared/schemas/account';
import { isKnownTimeZone } from '../../../shared/domain/zoned-time';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { FailureAlert } from '../../ui/FailureAlert';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import { browserTimeZone } from './useTimeZone';

const zoneNames = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']);

/** Settings (issue 36): the zone in which every day of the app is counted, the browser's offered first. */
export function TimeZoneModal({ current, onClose }: { current: string; onClose: () => void }) {
  const id = useId();
  const [zone, setZone] = useState(current);
  const detected = browserTimeZone();
  const names = useMemo(() => [...new Set([...zoneNames(), current, 'UTC'])].sort(), [current]);
  const utils = trpc.useUtils();
  const save = trpc.preferences.saveTimeZone.useMutation({
    onSuccess: async () => {
      await utils.invalidate();
      showToast((toast) => toast.success(`Your days now follow ${zone}.`));
      onClose();
    },
  });
  const valid = isKnownTimeZone(zone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate({ timeZone: zone });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Time zone"
      description="Your calendar, statistics, timeline and insights count days and hours in this zone. Entries keep the moment they were logged."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={id} className={LABEL_CLASS}>
            Time zone
          </label>
          <select id={id} value={zone} onChange={(event) => setZone(event.target.value)} className={FIELD_CLASS}>
            {names.map((name) => (
              <option key={name} value={name}>
                {name.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        {detected !== zone && (
          <Button type="button" variant="secondary" onClick={() => setZone(detected)}>
            Use this device’s zone ({detected.replaceAll('_', ' ')})
          </Button>
        )}
        {!valid && <p className="text-sm text-red-800">{UNKNOWN_TIME_ZONE_MESSAGE}</p>}
        <FailureAlert error={save.error} fallback="Could not save your time zone. Please try again." />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || save.isPending || zone === current}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
