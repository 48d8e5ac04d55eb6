import type { ClipboardEvent } from 'react';

/**
 * The files of a paste, to attach (those that are not images are named as skipped). When the
 * paste is only files, the default paste is stopped; text pastes into a textarea as plain text.
 */
export function takePastedFiles(event: ClipboardEvent): File[] {
  const files = [...event.clipboardData.files];
  if (files.length > 0 && !event.clipboardData.getData('text/plain')) event.preventDefault();
  return files;
}
