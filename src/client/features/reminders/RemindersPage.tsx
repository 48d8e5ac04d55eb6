import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { REMINDER_WORDS } from '../../../shared/domain/reminders';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { FailureAlert } from '../../ui/FailureAlert';
import { PanelStatus } from '../../ui/PanelStatus';
import { Switch } from '../../ui/Switch';
import { useSession } from '../auth/useSession';
import { browserTakesPush } from './devicePush';
import { ReminderTimeRow } from './ReminderTimeRow';
import { useRemindersForm } from './useRemindersForm';

const CARD = 'space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** /settings/reminders (issue 37): daily reminders at the person's times, by notification and/or email. */
export function RemindersPage() {
  const reminders = trpc.reminders.get.useQuery(undefined, { staleTime: 60_000 });
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 md:py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Reminders</h1>
        <p className="text-sm text-slate-600">A gentle nudge to check in, at the times you choose.</p>
      </div>
      {reminders.data ? (
        <RemindersForm saved={reminders.data} />
      ) : (
        <PanelStatus failed={reminders.isError} loading="Loading reminders..." failure="Could not load your reminders. Please try again." />
      )}
    </main>
  );
}

function RemindersForm({ saved }: { saved: RouterOutputs['reminders']['get'] }) {
  const form = useRemindersForm(saved);
  const email = useSession().data?.user?.email ?? 'your email address';
  const pushOffered = saved.pushPublicKey !== null && browserTakesPush();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <section aria-labelledby="times-heading" className={CARD}>
        <div>
          <h2 id="times-heading" className="text-lg font-bold text-slate-900">Times</h2>
          <p className="text-sm text-slate-600">In your time zone, {saved.timeZone.replaceAll('_', ' ')}.</p>
        </div>
        {form.times.length === 0 ? (
          <p className="text-sm text-slate-600">No reminders yet.</p>
        ) : (
          <ul className="space-y-3">
            {form.times.map((draft, index) => (
              <ReminderTimeRow key={draft.key} draft={draft} index={index} onChange={form.change} onRemove={() => form.remove(draft.key)} />
            ))}
          </ul>
        )}
        {form.canAdd && (
          <Button variant="secondary" onClick={form.add}>
            <Plus aria-hidden className="size-4" /> Add a time
          </Button>
        )}
      </section>
      <section aria-labelledby="how-heading" className={CARD}>
        <h2 id="how-heading" className="text-lg font-bold text-slate-900">How</h2>
        {pushOffered && (
          <Switch label="Notification" description="On this device, and on others where you turn it on." on={form.byPush} onChange={form.setByPush} />
        )}
        {saved.emailAvailable && <Switch label="Email" description={`To ${email}. Every email has a one-click unsubscribe.`} on={form.byEmail} onChange={form.setByEmail} />}
        <Switch label="Skip when I have already logged today" on={form.skipWhenLogged} onChange={form.setSkipWhenLogged} />
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">What it says:</span> “{REMINDER_WORDS.body}” Nothing from your journal is shown, so it is safe on a lock screen.
        </p>
      </section>
      {form.problem && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {form.problem}
        </p>
      )}
      <FailureAlert error={form.error} fallback="Could not save your reminders. Please try again." />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.saving} className="w-full sm:w-auto">
          {form.saving ? 'Saving...' : 'Save reminders'}
        </Button>
      </div>
    </form>
  );
}
