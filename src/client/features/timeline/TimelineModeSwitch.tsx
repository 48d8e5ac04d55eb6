import { PillSwitch } from './PillSwitch';

const MODES = [
  { label: 'Performance Mode', value: true },
  { label: 'Visual Mode', value: false },
] as const;

/**
 * journal-core 2: the timeline switches between Performance Mode (the default) and Visual Mode.
 * Both are named, and the pressed one is the mode in use.
 */
export function TimelineModeSwitch({ performance, onChange }: { performance: boolean; onChange: (performance: boolean) => void }) {
  return <PillSwitch label="Timeline mode" options={MODES} value={performance} onChange={onChange} />;
}
