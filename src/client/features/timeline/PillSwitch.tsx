import { PressedButtons } from '../../ui/PressedButtons';

/** A few small pills in the timeline's header, the one in use pressed; each is a 44 px tap target on phones. */
export function PillSwitch<Value>({ label, options, value, onChange }: { label: string; options: readonly { label: string; value: Value }[]; value: Value; onChange: (value: Value) => void }) {
  return (
    <PressedButtons
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      className="-my-2 flex gap-1 md:my-0"
      buttonClassName="group flex min-h-11 min-w-11 items-center focus-visible:outline-none md:min-h-0"
      // the pill stays small; the button around it is the 44px tap target on phones
      render={(text) => (
        <span className="rounded-full px-2.5 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200 group-hover:bg-slate-50 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-teal-700 group-aria-pressed:bg-teal-700 group-aria-pressed:text-white group-aria-pressed:ring-teal-700">
          {text}
        </span>
      )}
    />
  );
}
