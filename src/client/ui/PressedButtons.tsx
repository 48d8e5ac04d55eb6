import type { ReactNode } from 'react';

interface Props<Value> {
  /** The group's name, as a screen reader says it. */
  label: string;
  options: readonly { label: string; value: Value }[];
  /** The choice in use: its button is pressed (none when undefined). */
  value: Value | undefined;
  onChange: (value: Value) => void;
  className: string;
  buttonClassName: string;
  /** What a button shows of its label, when more than the words. */
  render?: (label: string) => ReactNode;
}

/** A row of buttons naming every choice, the one in use pressed (aria-pressed). */
export function PressedButtons<Value>({ label, options, value, onChange, className, buttonClassName, render }: Props<Value>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button key={option.label} type="button" aria-pressed={value === option.value} onClick={() => onChange(option.value)} className={buttonClassName}>
          {render ? render(option.label) : option.label}
        </button>
      ))}
    </div>
  );
}
