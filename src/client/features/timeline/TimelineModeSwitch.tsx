import { PressedButtons } from '../../ui/PressedButtons';

const MODES = [
  { label: 'Performance Mode', value: true },
  { label: 'Visual Mode', value: false },
] as const;

/**
 * journal-core 2: the timeline switches between Performance Mode (the default) and Visual Mode.
 * Both are named, and the pressed one is the mode in use.
 */
export function TimelineModeSwitch({ performance, onChange }: { performance: boolean; onChange: (performance: boolean) => void }) {
  return (
    <PressedButtons
      label="Timeline mode"
      options={MODES}
      value={performance}
      onChange={onChange}
      className="-my-2 flex gap-1 md:my-0"
      buttonClassName="group flex min-h-11 min-w-11 items-center focus-visible:outline-none md:min-h-0"
      // the pill stays small; the button around it is the 44px tap target on phones
      render={(label) => (
        <span className="rounded-full px-2.5 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200 group-hover:bg-slate-50 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-teal-700 group-aria-pressed:bg-teal-700 group-aria-pressed:text-white group-aria-pressed:ring-teal-700">
          {label}
        </span>
      )}
    />
  );
}
