import { useLayoutEffect, useRef } from 'react';
import { buttonForKey, type QuickAddButton, SHORTCUT_KEYS } from '../../../shared/domain/quick-add';
import { isTypingTarget } from '../../lib/isTypingTarget';

const MOBILE_BREAKPOINT = 768;

type Shortcuts = {
  /** The person's buttons; null while the saved set loads. */
  buttons: readonly QuickAddButton[] | null;
  /** A flow is in progress. */
  active: boolean;
  /** The single-key shortcuts are switched on in the settings. */
  enabled: boolean;
  onSelect: (button: QuickAddButton) => void;
  onCancel: () => void;
  onBack: () => void;
};

const isShortcutKey = (key: string) => (SHORTCUT_KEYS as readonly string[]).includes(key.toLowerCase());
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Desktop shortcuts for the first 21 buttons, ignored while typing, in a dialog, once a button
 * is selected, or when switched off. In a flow, Escape cancels and Backspace (outside a text
 * field) goes back a step; they are not single-character keys, so they stay when switched off.
 * The grid shows its tiles before the saved set has loaded: a shortcut key pressed then is kept
 * and answered from the saved set as soon as it arrives, so no early key is lost.
 */
export function useShortcuts(shortcuts: Shortcuts) {
  // The listener is added once, before the first paint, and reads the latest buttons and flow
  // (also set before each paint): a key pressed the moment the tiles show is heard, never lost
  // in the gap before a passive effect would run.
  const latest = useRef(shortcuts);
  const heldKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { buttons, active, enabled, onSelect, onCancel, onBack } = latest.current;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || dialogOpen()) return;
      if (active) {
        if (event.key === 'Escape') onCancel();
        if (event.key === 'Backspace' && !isTypingTarget(event.target)) {
          event.preventDefault();
          onBack();
        }
        return;
      }
      if (!enabled || isTypingTarget(event.target) || window.innerWidth < MOBILE_BREAKPOINT) return;
      if (!buttons) {
        if (!isShortcutKey(event.key)) return;
        event.preventDefault();
        heldKey.current = event.key;
        return;
      }
      const button = buttonForKey(buttons, event.key);
      if (!button) return;
      event.preventDefault();
      onSelect(button);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const loaded = shortcuts.buttons !== null;
  useLayoutEffect(() => {
    const key = heldKey.current;
    heldKey.current = null;
    const { buttons, active, enabled, onSelect } = latest.current;
    const button = key !== null && buttons ? buttonForKey(buttons, key) : null;
    if (button && !active && enabled && !dialogOpen() && !isTypingTarget(document.activeElement)) onSelect(button);
  }, [loaded]);
}
