/** Whether a key press belongs to a text field, so page-wide shortcuts must leave it alone. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
