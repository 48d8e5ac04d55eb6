import { noteImage } from '../../../shared/domain/note-images';
import { RemovedMark } from './RemovedMark';

/**
 * A Markdown image in notes: the app's own photo is drawn; a picture on another site is a link to
 * it, so that site learns nothing until the person opens it; a refused address says so.
 */
export function NoteImage({ src, alt }: { src?: string; alt?: string }) {
  const image = noteImage(src, window.location.origin);
  const words = alt?.trim() || 'image';
  if (image.kind === 'own') {
    return <img src={image.src} alt={alt ?? ''} loading="lazy" className="my-1 inline-block max-h-64 max-w-full rounded-lg align-middle" />;
  }
  if (image.kind === 'remote') {
    return (
      <a href={image.href} target="_blank" rel="noopener noreferrer nofollow">
        {`Image: ${words} (${image.host})`}
      </a>
    );
  }
  return (
    <span>
      {words} <RemovedMark what="image" />
    </span>
  );
}
