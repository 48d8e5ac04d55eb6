import { noteImage } from '../../../shared/domain/note-images';

/**
 * A Markdown image in notes: the app's own photo is drawn; a picture on another site is a link to
 * it, so that site learns nothing until the person opens it; a refused address says so.
 */
export function NoteImage({ src, alt = '' }: { src?: string | Blob; alt?: string }) {
  const image = noteImage(typeof src === 'string' ? src : null, location.origin);
  if (image.kind === 'own') return <img src={image.src} alt={alt} loading="lazy" className="inline max-h-64 max-w-full rounded-lg" />;
  const words = alt.trim() || 'image';
  return image.kind === 'remote' ? (
    <a href={image.href} target="_blank" rel="noopener noreferrer nofollow">
      {`Image: ${words} (${image.host})`}
    </a>
  ) : (
    <span>
      {words} <span className="text-xs text-slate-500">(image removed)</span>
    </span>
  );
}
