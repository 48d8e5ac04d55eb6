import { ArrowLeft, Settings, X } from 'lucide-react';
import { nanoid } from 'nanoid';
import { Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import type { AccessLevel } from '../../../shared/domain/access';
import { offersAffirmationsAfter } from '../../../shared/domain/affirmations';
import { QUOTA_MESSAGES } from '../../../shared/domain/quota';
import { canGoBack, draftEntry, flowProgress, IDLE, quickAddReducer } from '../../../shared/domain/quick-add-flow';
import type { QuickAddButton } from '../../../shared/domain/quick-add';
import type { NewEntryInput } from '../../../shared/schemas/entries';
import { stepLabel } from '../../../shared/domain/progress';
import { soundFor } from '../../../shared/domain/sound-cue';
import { entryLimitReached } from '../../../shared/domain/usage-alert';
import { preloadUnlessKeptOffline } from '../../lib/keptOffline';
import { preloadWhenIdle } from '../../lib/lazyWithPreload';
import { isConnectionFailure } from '../../lib/connectionFailure';
import { quotaReasonOf } from '../../lib/quotaReason';
import type { ClientError } from '../../lib/trpc';
import { usePlanUsage } from '../billing/usePlanUsage';
import { hasOfflineImages, keepEntryOffline } from '../offline/pendingEntries';
import { entrySchemas, preloadEntrySchemas } from '../entries/entrySchemas';
import { useFeed } from '../feed/useFeed';
import { playSound } from '../sound/playSound';
import { Emoji } from '../../ui/Emoji';
import { FlowStep } from './FlowStep';
import { BodyPicker } from './steps/BodyRegionStep';
import { PanelAlerts, ViewOnlyNotice } from './PanelAlerts';
import { QuickAddGrid } from './QuickAddGrid';
import { hasRefusedDraft } from './refusedDraftKey';
import { AffirmationSuggestionsModal, EntryLimitNotice, QuickAddSettingsModal, RefusedDraftNotice } from './lazyModals';
import { useAddEntry } from './useAddEntry';
import { useQuickAddButtons } from './useQuickAddButtons';
import { useShortcutSetting } from './useShortcutSetting';
import { useShortcuts } from './useShortcuts';

// Keeping and forgetting a refused entry load with its notice, not with the tiles.
const refusedDrafts = () => import('./refusedDraft');

type Profile = { id: string; name: string; permissionLevel: AccessLevel; sharedBy: string | null } | null;

/** journal-core 2 and 4: one tap, a few questions, and the entry is in the feed. */
export function QuickAddPanel({ profile }: { profile: Profile }) {
  const [state, dispatch] = useReducer(quickAddReducer, IDLE);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const [lastButtonId, setLastButtonId] = useState<string | null>(null);
  const { buttons, ready, loadError, saveError, saveButtons } = useQuickAddButtons();
  const feed = useFeed(profile?.id ?? null, null);
  const addEntry = useAddEntry(profile?.id ?? null);
  const shortcuts = useShortcutSetting();
  const viewOnly = profile?.permissionLevel === 'viewer';
  const planUsage = usePlanUsage();
  // Entries count against the journal owner's plan; the account's own usage speaks only for its own journals.
  const atEntryLimit = profile?.permissionLevel === 'owner' && !!planUsage.data && entryLimitReached(planUsage.data.usage);
  // Bumped when an entry is kept or forgotten, to draw the notice again.
  const [, setKept] = useState(0);
  const kept = !!profile && hasRefusedDraft(profile.id);
  useEffect(() => {
    preloadWhenIdle(QuickAddSettingsModal.preload, AffirmationSuggestionsModal.preload);
    preloadUnlessKeptOffline(entrySchemas.load);
  }, []);

  const select = useCallback(
    (button: QuickAddButton) => {
      setMessage(null);
      setLastButtonId(button.id);
      preloadEntrySchemas();
      if (button.type === 'physical') void BodyPicker.preload().catch(() => {});
      const last = feed.entries.find((entry) => entry.type !== 'affirmation');
      const previousTags = last ? { location: last.location, social: last.social, environment: last.environment } : null;
      dispatch({ type: 'select', button, previousTags });
    },
    [feed.entries],
  );
  // The flow's failure goes with it (a refused entry is kept in its own notice).
  const cancel = useCallback(() => {
    dispatch({ type: 'reset' });
    setMessage(null);
  }, []);
  const back = useCallback(() => dispatch({ type: 'back' }), []);
  // The form was reset when the entry was sent; what is on it now (a new flow, or a failed
  // save's draft) stays when the suggestions close.
  const closeSuggestions = () => setSuggestionsOpen(false);
  useShortcuts({
    buttons: ready && !viewOnly && !atEntryLimit ? buttons : null,
    active: state.step !== 'idle',
    enabled: shortcuts.enabled,
    onSelect: select,
    onCancel: cancel,
    onBack: back,
  });
  const progress = flowProgress(state);

  const save = (notes: string, images: string[]) => {
    // Offline, the feed waits for the connection; the entry need not.
    if (profile && feed.isPending && navigator.onLine) return setMessage('Please wait, loading data...');
    if (!state.button) return setMessage('No button selected, cannot submit entry');
    if (!profile) return setMessage('No data profile selected, cannot submit entry');
    const flow = state;
    const button = state.button;
    setMessage(null);
    dispatch({ type: 'reset' });
    send(draftEntry(flow, notes, images), (limited) => {
      // Refused at the limit, the entry is also kept outside the flow, so a cancel or a reload cannot lose it.
      if (limited && profile) {
        const draft = { label: button.label, emoji: button.emoji, entry: draftEntry(flow, notes, images) };
        void refusedDrafts().then(({ keepRefusedDraft }) => keepRefusedDraft(profile.id, draft)).then(() => setKept((n) => n + 1));
      }
      dispatch({ type: 'restore', flow, draft: { notes, images } });
    });
  };
  // Without a connection (none at all, or the call got no answer) the entry waits on this device,
  // under the id and time made here, and is sent when the connection is back (issue 37).
  const keepOffline = (entry: NewEntryInput, device: { id: string; loggedAt: string }, onFailure: (limited: boolean) => void) => {
    if (!profile) return onFailure(false);
    keepEntryOffline({ profileId: profile.id, entry, ...device }).catch((error: unknown) => {
      console.error('The entry could not be kept on this device', error);
      setMessage('Error submitting entry: you are offline, and this browser could not keep the entry.');
      onFailure(false);
    });
  };
  // Each save settles on its own promise, so a second quick entry cannot swallow the first's failure.
  const send = (entry: NewEntryInput, onFailure: (limited: boolean) => void) => {
    if (!profile) return;
    const device = { id: nanoid(), loggedAt: new Date().toISOString() };
    if (!navigator.onLine || hasOfflineImages(entry)) return keepOffline(entry, device, onFailure);
    // Sent now, the server stamps the time: a device clock set wrong cannot refuse an entry made online.
    addEntry.mutateAsync({ profileId: profile.id, entry, id: device.id }).then(
      (saved) => {
        if (kept) void refusedDrafts().then(({ forgetIfSaved }) => forgetIfSaved(profile.id, entry)).then(() => setKept((n) => n + 1));
        playSound(soundFor(saved));
        if (offersAffirmationsAfter(saved)) setSuggestionsOpen(true);
      },
      (error: ClientError) => {
        if (isConnectionFailure(error)) return keepOffline(entry, device, onFailure);
        const limited = quotaReasonOf(error) === 'EVENT_LIMIT_REACHED';
        setMessage(limited ? QUOTA_MESSAGES.EVENT_LIMIT_REACHED : `Error submitting entry: ${error.message}`);
        onFailure(limited);
      },
    );
  };

  return (
    <section
      aria-labelledby="quick-add-heading"
      data-walkthrough="quick-add"
      onPointerEnter={preloadEntrySchemas}
      onFocus={preloadEntrySchemas}
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-100 md:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="quick-add-heading" className="min-w-0 text-xl font-bold wrap-anywhere text-slate-900 md:text-2xl">
          {profile ? `What did ${profile.name} feel today?` : 'What did you feel today?'}
        </h2>
        {state.step === 'idle' ? (
          <button
            key="settings"
            type="button"
            aria-label="Quick Add Settings"
            disabled={!ready}
            onClick={() => setSettingsOpen(true)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 disabled:opacity-40 md:size-9"
          >
            <Settings aria-hidden className="size-5" />
          </button>
        ) : (
          // its own key: the Cancel button goes with the flow, and the focus with it to the grid
          <button
            key="cancel"
            type="button"
            onClick={cancel}
            className="flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 md:min-h-8"
          >
            <X aria-hidden className="size-4" /> Cancel
          </button>
        )}
      </div>
      {/* above the tiles or the flow, where the person is looking (a refused save returns to the notes) */}
      {viewOnly && <ViewOnlyNotice profile={profile} />}
      {atEntryLimit && message !== QUOTA_MESSAGES.EVENT_LIMIT_REACHED && (
        <Suspense fallback={null}>
          <EntryLimitNotice paymentsAvailable={!!planUsage.data?.paymentsAvailable} />
        </Suspense>
      )}
      {kept && state.step === 'idle' && (
        <Suspense fallback={null}>
          <RefusedDraftNotice profileId={profile.id} atLimit={atEntryLimit} onSave={(entry) => send(entry, () => {})} onDiscarded={() => setKept((n) => n + 1)} />
        </Suspense>
      )}
      <PanelAlerts messages={[message, loadError, saveError]} />
      {state.step === 'idle' ? (
        <QuickAddGrid
          buttons={ready ? buttons : null}
          onSelect={select}
          returnFocusTo={lastButtonId}
          shortcuts={shortcuts.enabled && !viewOnly}
          disabled={viewOnly || atEntryLimit}
        />
      ) : (
        <div aria-label={`Logging ${state.button?.label ?? ''}`} role="group" className="rounded-2xl bg-slate-50 p-4 md:p-6">
          <div className="mb-4 grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm text-slate-500">
            {canGoBack(state) ? (
              <button
                type="button"
                onClick={back}
                aria-keyshortcuts="Backspace"
                className="flex min-h-11 items-center gap-1 justify-self-start rounded-full px-3 font-medium text-slate-600 hover:bg-slate-100 md:min-h-8"
              >
                <ArrowLeft aria-hidden className="size-4" /> Back
              </button>
            ) : (
              <span />
            )}
            <p className="text-center">
              {state.button && <Emoji emoji={state.button.emoji} />} {state.button?.label}
            </p>
            {progress.of > 1 && <p className="justify-self-end">{stepLabel(progress)}</p>}
          </div>
          <FlowStep state={state} dispatch={dispatch} profileId={profile?.id ?? null} onSave={save} />
        </div>
      )}
      <Suspense fallback={null}>
        {suggestionsOpen && profile && <AffirmationSuggestionsModal profileId={profile.id} onClose={closeSuggestions} />}
        {settingsOpen && (
          <QuickAddSettingsModal
            open
            onOpenChange={setSettingsOpen}
            buttons={buttons}
            onChange={saveButtons}
            shortcuts={shortcuts.enabled}
            onShortcutsChange={shortcuts.change}
          />
        )}
      </Suspense>
    </section>
  );
}
