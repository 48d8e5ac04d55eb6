import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, LoaderCircle, X } from 'lucide-react';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';

const SWIPE_THRESHOLD_PX = 50;

type Props = { images: readonly string[]; startIndex: number; onClose: () => void };

/**
 * journal-core 2, fullscreen image viewer. Renders nothing for an empty list. A modal dialog:
 * focus stays inside, the page behind is hidden from screen readers and does not scroll, and
 * focus goes back to the thumbnail on close.
 */
export function ImageViewer(props: Props) {
  if (props.images.length === 0) return null;
  return <OpenImageViewer {...props} />;
}

function OpenImageViewer({ images, startIndex, onClose }: Props) {
  const [index, setIndex] = useState(Math.min(Math.max(startIndex, 0), images.length - 1));
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  const touchStart = useRef<number | null>(null);
  // No Dialog.Trigger here, so Radix cannot give focus back by itself: the opening thumbnail gets it.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const canMove = images.length > 1;

  const show = (next: number) => {
    if (!canMove) return;
    setIndex((next + images.length) % images.length);
    setStatus('loading');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onTouchEnd = (event: TouchEvent) => {
    if (touchStart.current === null) return;
    const distance = event.changedTouches[0]!.clientX - touchStart.current;
    touchStart.current = null;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) show(distance > 0 ? index - 1 : index + 1);
  };

  const url = images[index]!;
  const control = 'rounded-full bg-white/15 p-2.5 text-white hover:bg-white/25 disabled:opacity-30';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/90" style={{ zIndex: 100000 }} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed inset-0 flex flex-col focus:outline-none"
          style={{ zIndex: 100000 }}
          onKeyDown={onKeyDown}
          onTouchStart={(event) => (touchStart.current = event.touches[0]!.clientX)}
          onTouchEnd={onTouchEnd}
        >
          <Dialog.Title className="sr-only">Image viewer</Dialog.Title>
          <div className="flex items-center justify-between p-4 text-white">
            <span aria-live="polite" className="text-sm font-medium">
              {index + 1} / {images.length}
            </span>
            <Dialog.Close aria-label="Close image viewer" className={control}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center gap-3 px-3 pb-6">
            <button type="button" aria-label="Previous image" disabled={!canMove} onClick={() => show(index - 1)} className={control}>
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <div className="relative flex h-full min-w-0 flex-1 items-center justify-center">
              {status === 'loading' && <LoaderCircle aria-label="Loading image" className="absolute size-10 animate-spin text-white" />}
              {status === 'error' ? (
                <div role="alert" className="max-w-md rounded-2xl bg-white p-6 text-center">
                  <p className="font-semibold text-slate-900">Failed to load image</p>
                  <p className="mt-2 text-sm break-all text-slate-600">{url}</p>
                  <Dialog.Close className="mt-4 rounded-xl bg-teal-700 px-4 py-2 font-semibold text-white">Close</Dialog.Close>
                </div>
              ) : (
                <img
                  key={url}
                  src={url}
                  alt={`Image ${index + 1} of ${images.length}`}
                  onLoad={() => setStatus('loaded')}
                  onError={() => setStatus('error')}
                  className={`max-h-full max-w-full rounded-lg object-contain ${status === 'loaded' ? '' : 'opacity-0'}`}
                />
              )}
            </div>
            <button type="button" aria-label="Next image" disabled={!canMove} onClick={() => show(index + 1)} className={control}>
              <ChevronRight aria-hidden className="size-6" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
