import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_IMAGES_PER_ENTRY } from '../../../shared/domain/entries';
import { attachedImageUrl } from './offlineImages';

/**
 * 'Add Images', the upload state, and the attached thumbnails with their remove buttons.
 * Adding stops at the entry's 10 images, and says so.
 */
export function ImageAttachments({
  keys,
  uploading,
  note = null,
  onAdd,
  onRemove,
}: {
  keys: readonly string[];
  uploading: boolean;
  /** A line beside the button (the cap on images kept offline). */
  note?: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = keys.length >= MAX_IMAGES_PER_ENTRY;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={uploading || full}
        aria-describedby={full ? hintId : undefined}
        onClick={() => input.current?.click()}
        className="flex min-h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        <ImagePlus aria-hidden className="size-4" />
        {uploading ? 'Uploading...' : 'Add Images'}
      </button>
      {full && (
        <span id={hintId} className="text-sm text-slate-500">
          {MAX_IMAGES_PER_ENTRY} images at most
        </span>
      )}
      {note && <span className="text-sm text-slate-600">{note}</span>}
      {keys.map((key) => (
        <div key={key} className="relative">
          <img src={attachedImageUrl(key)} width={56} height={56} alt="Attached image" className="size-14 rounded-lg object-cover ring-1 ring-slate-200" />
          <button
            type="button"
            aria-label="Remove image"
            onClick={() => onRemove(key)}
            className="absolute -top-2 -right-2 z-10 rounded-full bg-slate-900 p-0.5 text-white shadow max-md:tap-target"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </div>
      ))}
    </div>
  );
}
