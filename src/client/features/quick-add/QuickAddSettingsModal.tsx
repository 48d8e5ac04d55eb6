import { useState } from 'react';
import type { EntryType } from '../../../shared/domain/entries';
import { MAX_QUICK_ADD_BUTTONS, PRESETS, type QuickAddButton, togglePreset } from '../../../shared/domain/quick-add';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Switch } from '../../ui/Switch';
import { Emoji } from '../../ui/Emoji';
import { FittedLabel } from '../../ui/FittedLabel';

const TABS: { type: EntryType; label: string }[] = [
  { type: 'emotional', label: 'Emotional' },
  { type: 'physical', label: 'Physical' },
  { type: 'affirmation', label: 'Affirmation' },
];

/** 'Quick Add Settings': toggle presets on and off, up to 21 buttons; switch the shortcut keys. */
export function QuickAddSettingsModal({
  open,
  onOpenChange,
  buttons,
  onChange,
  shortcuts,
  onShortcutsChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttons: readonly QuickAddButton[];
  onChange: (buttons: readonly QuickAddButton[]) => void;
  shortcuts: boolean;
  onShortcutsChange: (on: boolean) => void;
}) {
  const [tab, setTab] = useState<EntryType>('emotional');
  const full = buttons.length >= MAX_QUICK_ADD_BUTTONS;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Quick Add Settings">
      <div role="tablist" aria-label="Button kinds" className="mb-3 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map(({ type, label }) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={tab === type}
            onClick={() => setTab(type)}
            className="min-h-9 rounded-lg text-sm font-semibold text-slate-600 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm"
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mb-3 text-sm text-slate-500" aria-live="polite">
        {buttons.length}/{MAX_QUICK_ADD_BUTTONS} buttons
      </p>
      <div role="tabpanel" className="grid grid-cols-3 gap-2">
        {PRESETS[tab].map((preset) => {
          const on = buttons.some((button) => button.id === preset.id);
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onChange(togglePreset(buttons, preset))}
              className="@container flex min-h-16 flex-col items-center justify-center rounded-xl border border-slate-200 px-2 font-medium text-slate-700 [--label-max:0.875rem] [--label-min:0.75rem] hover:bg-slate-50 disabled:opacity-40 aria-pressed:border-teal-600 aria-pressed:bg-teal-50 aria-pressed:text-teal-900"
            >
              <Emoji emoji={preset.emoji} className="text-xl" />
              <FittedLabel text={preset.label} />
            </button>
          );
        })}
      </div>
      {/* WCAG 2.1.4: the single-key shortcuts can be turned off. */}
      <Switch
        label="Keyboard shortcuts"
        description="Single keys pick a button: 1-7, 8 9 0 a s d f, z-m"
        on={shortcuts}
        onChange={onShortcutsChange}
        className="mt-4 border-t border-slate-200 pt-3"
      />
      <Button className="mt-5 w-full" onClick={() => onOpenChange(false)}>
        Done
      </Button>
    </Modal>
  );
}
