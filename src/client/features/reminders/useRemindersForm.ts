import { useState } from 'react';
import { clockTime, EVERY_DAY, MAX_REMINDER_TIMES, minuteOfClockTime } from '../../../shared/domain/reminders';
import { REMINDER_DAYS_MESSAGE, REMINDER_TIME_MESSAGE } from '../../../shared/schemas/reminders';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { showToast } from '../../ui/toast';
import { subscribeThisDevice, unsubscribeThisDevice } from './devicePush';
import type { DraftTime } from './ReminderTimeRow';

type Saved = RouterOutputs['reminders']['get'];

let nextKey = 1;
const draftOf = (time: { minuteOfDay: number; weekdays: number }): DraftTime => ({ key: nextKey++, clock: clockTime(time.minuteOfDay), weekdays: time.weekdays });

/** The Settings form's draft of the saved reminders, and its save: times checked, this device subscribed when push is chosen. */
export function useRemindersForm(saved: Saved) {
  const [times, setTimes] = useState(() => saved.times.map(draftOf));
  const [byPush, setByPush] = useState(saved.byPush);
  const [byEmail, setByEmail] = useState(saved.byEmail);
  const [skipWhenLogged, setSkipWhenLogged] = useState(saved.skipWhenLogged);
  const [problem, setProblem] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const subscribeDevice = trpc.reminders.subscribeDevice.useMutation();
  const unsubscribeDevice = trpc.reminders.unsubscribeDevice.useMutation();
  const save = trpc.reminders.save.useMutation({
    onSuccess: (data) => {
      utils.reminders.get.setData(undefined, data);
      showToast((toast) => toast.success(data.times.length === 0 ? 'Reminders are off.' : 'Reminders saved.'));
    },
  });

  const submit = async () => {
    setProblem(null);
    const minutes = times.map((time) => minuteOfClockTime(time.clock));
    if (minutes.some((minute) => minute === null)) return setProblem(REMINDER_TIME_MESSAGE);
    if (times.some((time) => time.weekdays === 0)) return setProblem(REMINDER_DAYS_MESSAGE);
    if (new Set(minutes).size !== minutes.length) return setProblem('Each reminder time can appear only once.');
    if (byPush && saved.pushPublicKey) {
      const device = await subscribeThisDevice(saved.pushPublicKey);
      if (!device.ok) return setProblem(device.message);
      const subscribed = await subscribeDevice.mutateAsync(device.subscription).catch(() => null);
      if (!subscribed) return;
    }
    if (!byPush) {
      // Turned off: this browser stops taking notifications (others keep theirs until turned off there).
      const endpoint = await unsubscribeThisDevice().catch(() => null);
      if (endpoint) unsubscribeDevice.mutate({ endpoint });
    }
    save.mutate({ times: times.map((time, index) => ({ minuteOfDay: minutes[index]!, weekdays: time.weekdays })), byPush, byEmail, skipWhenLogged });
  };

  return {
    times,
    byPush,
    byEmail,
    skipWhenLogged,
    setByPush,
    setByEmail,
    setSkipWhenLogged,
    canAdd: times.length < MAX_REMINDER_TIMES,
    add: () => setTimes([...times, draftOf({ minuteOfDay: 20 * 60, weekdays: EVERY_DAY })]),
    change: (draft: DraftTime) => setTimes(times.map((time) => (time.key === draft.key ? draft : time))),
    remove: (key: number) => setTimes(times.filter((time) => time.key !== key)),
    submit,
    saving: save.isPending || subscribeDevice.isPending,
    problem,
    error: save.error ?? subscribeDevice.error,
  };
}
