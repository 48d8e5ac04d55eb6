import { useLayoutEffect, useRef } from 'react';
import { buttonForKey, type QuickAddButton } from '../../../shared/domain/quick-add';
import { isTypingTarget } from '../../lib/isTypingTarget';

const MOBILE_BREAKPOINT = 768;

type Shortcuts = {
  buttons: readonly QuickAddButton[];
  /** A flow is in progress. */
  active: boolean;
  /** The single-key shortcuts are switched on in the settings. */
  enabled: boolean;
  onSelect: (button: QuickAddButton) => void;
  onCancel: () => void;
  onBack: () => void;
};

/**
 * Desktop shortcuts for the first 21 buttons, ignored while typing, in a dialog, once a button
 * is selected, or when switched off. In a flow, Escape cancels and Backspace (outside a text
 * field) goes back a step; they are not single-character keys, so they stay when switched off.
 */
export function useShortcuts(shortcuts: Shortcuts) {
  // The listener is added once, before the first paint, and reads the latest buttons and flow
  // (also set before each paint): a key pressed the moment the tiles show is heard, never lost
  // in the gap before a passive effect would run.
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { buttons, active, enabled, onSelect, onCancel, onBack } = latest.current;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (active) {
        if (event.key === 'Escape') onCancel();
        if (event.key === 'Backspace' && !isTypingTarget(event.target)) {
          event.preventDefault();
          onBack();
        }
        return;
      }
      if (!enabled || isTypingTarget(event.target) || window.innerWidth < MOBILE_BREAKPOINT) return;
      const button = buttonForKey(buttons, event.key);
      if (!button) return;
      event.preventDefault();
      onSelect(button);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
