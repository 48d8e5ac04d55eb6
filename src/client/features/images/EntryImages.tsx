import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { imageSrcSet, imageUrl, thumbnailUrl } from './imageUrl';

/** The fullscreen viewer loads when an image is first expanded, or when the browser is idle. */
export const ImageViewer = lazyWithPreload(() => import('./ImageViewer'), 'ImageViewer');

/**
 * A card's picture: the thumbnail (or the display size where it is drawn wider than 480 screen
 * pixels), loaded as it nears the screen, its box reserved by width and height so nothing shifts.
 */
function CardImage({ imageKey, sizes, side, className }: { imageKey: string; sizes: string; side: number; className: string }) {
  return <img src={thumbnailUrl(imageKey)} srcSet={imageSrcSet(imageKey)} sizes={sizes} width={side} height={side} loading="lazy" decoding="async" alt="Entry image" className={className} />;
}

/** One image floats left with an 'Expand' overlay; several form a grid led by a large first image. The viewer shows the display size. */
export function EntryImages({ keys }: { keys: readonly string[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const urls = keys.map(imageUrl);
  const open = (index: number) => setViewing(index);

  const single = urls.length === 1;
  return (
    <>
      {single ? (
        <button type="button" aria-label="Expand image 1" onClick={() => open(0)} className="group/img relative float-left mr-3 mb-2 overflow-hidden rounded-xl">
          <CardImage imageKey={keys[0]!} sizes="112px" side={112} className="size-28 object-cover" />
          <span className="absolute inset-x-0 bottom-0 bg-black/70 py-1 text-center text-xs font-semibold text-white">Expand</span>
        </button>
      ) : (
        <div className="mt-3 grid grid-cols-4 gap-2">
          {keys.map((key, index) => (
            <button
              key={key}
              type="button"
              aria-label={`Expand image ${index + 1}`}
              onClick={() => open(index)}
              className={`overflow-hidden rounded-xl ${index === 0 ? 'col-span-2 row-span-2' : ''}`}
            >
              <CardImage
                imageKey={key}
                sizes={index === 0 ? '(min-width: 768px) 320px, 50vw' : '(min-width: 768px) 160px, 25vw'}
                side={index === 0 ? 320 : 160}
                className="aspect-square size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        {viewing !== null && <ImageViewer images={urls} startIndex={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
    </>
  );
}
