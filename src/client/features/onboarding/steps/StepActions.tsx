import { Button } from '../../../ui/Button';

/** Back and Continue under every onboarding step. */
export function StepActions({
  onBack,
  canGoBack,
  continueDisabled,
  busy,
}: {
  onBack: () => void;
  canGoBack: boolean;
  continueDisabled: boolean;
  busy: boolean;
}) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={onBack} disabled={!canGoBack || busy}>
        Back
      </Button>
      <Button type="submit" disabled={continueDisabled || busy}>
        Continue
      </Button>
    </div>
  );
}
