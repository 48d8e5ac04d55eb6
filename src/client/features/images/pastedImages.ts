import type { ClipboardEvent } from 'react';

/**
 * The image files of a paste. When the paste is only images, the default paste is stopped;
 * text pastes into a textarea as plain text anyway, so rich text loses its formatting.
 */
export function takePastedImages(event: ClipboardEvent): File[] {
  const images = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
  if (images.length > 0 && !event.clipboardData.getData('text/plain')) event.preventDefault();
  return images;
}
