import { useEffect } from 'react';
import { buttonForKey, type QuickAddButton } from '../../../shared/domain/quick-add';
import { isTypingTarget } from '../../lib/isTypingTarget';

const MOBILE_BREAKPOINT = 768;

/**
 * Desktop shortcuts for the first 21 buttons, ignored while typing, in a dialog, or once a
 * button is selected; Escape cancels a flow in progress.
 */
export function useShortcuts(buttons: readonly QuickAddButton[], active: boolean, onSelect: (button: QuickAddButton) => void, onCancel: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (active) {
        if (event.key === 'Escape') onCancel();
        return;
      }
      if (isTypingTarget(event.target) || window.innerWidth < MOBILE_BREAKPOINT) return;
      const button = buttonForKey(buttons, event.key);
      if (!button) return;
      event.preventDefault();
      onSelect(button);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [buttons, active, onSelect, onCancel]);
}
