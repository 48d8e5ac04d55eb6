import * as Dialog from '@radix-ui/react-dialog';
import { walkthroughKey } from './walkthroughCompletion';
import { TourSpotlight } from './TourSpotlight';
import { TourTooltip } from './TourTooltip';
import { useTargetBox } from './useTargetBox';
import { useWalkthroughTour } from './useWalkthroughTour';

// Written from the tour's own chunk: the main screen carries only the read (useWalkthroughDue).
function markDone(profileId: string) {
  try {
    localStorage.setItem(walkthroughKey(profileId), 'true');
  } catch {
    // blocked (some private modes): useWalkthroughDue remembers it while the page is open
  }
}

/**
 * Spec 2.12, the guided tour of a new journal: the page dimmed around each step's target, and a
 * tooltip beside it. A modal dialog: the focus stays in the tooltip, Escape skips the tour, and
 * finishing or skipping marks it done for the profile (spec 4.10).
 */
export function Walkthrough({ profileId, onDone }: { profileId: string; onDone: () => void }) {
  const tour = useWalkthroughTour(() => {
    markDone(profileId);
    onDone();
  });
  const view = useTargetBox(tour.shown?.element ?? null);
  if (!tour.shown || !view) return null;
  const { steps, index } = tour.shown;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && tour.finish()}>
      <Dialog.Portal>
        {/* Catches presses on the dimmed page: the tour ends by its own buttons or Escape. */}
        <Dialog.Overlay className="fixed inset-0 z-50" />
        <TourSpotlight target={view.target} radius={view.radius} />
        <TourTooltip
          step={steps[index]!}
          position={{ n: index + 1, of: steps.length }}
          view={view}
          leaving={tour.leaving}
          onPrevious={tour.previous}
          onNext={tour.next}
          onSkip={tour.finish}
        />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
