import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { imageUrl } from './imageUrl';

/** The fullscreen viewer loads when an image is first expanded, or when the browser is idle. */
export const ImageViewer = lazyWithPreload(() => import('./ImageViewer'), 'ImageViewer');

/** One image floats left with an 'Expand' overlay; several form a grid led by a large first image. */
export function EntryImages({ keys }: { keys: readonly string[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const urls = keys.map(imageUrl);
  const open = (index: number) => setViewing(index);

  const single = urls.length === 1;
  return (
    <>
      {single ? (
        <button type="button" aria-label="Expand image 1" onClick={() => open(0)} className="group/img relative float-left mr-3 mb-2 overflow-hidden rounded-xl">
          <img src={urls[0]} alt="Entry image" className="size-28 object-cover" />
          <span className="absolute inset-x-0 bottom-0 bg-black/70 py-1 text-center text-xs font-semibold text-white">Expand</span>
        </button>
      ) : (
        <div className="mt-3 grid grid-cols-4 gap-2">
          {urls.map((url, index) => (
            <button
              key={url}
              type="button"
              aria-label={`Expand image ${index + 1}`}
              onClick={() => open(index)}
              className={`overflow-hidden rounded-xl ${index === 0 ? 'col-span-2 row-span-2' : ''}`}
            >
              <img src={url} alt="Entry image" className="aspect-square size-full object-cover" />
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
