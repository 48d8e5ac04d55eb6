import { useState } from 'react';

/** The picture, or on failure (or without one) a coloured circle with the initial. */
export function Avatar({ name, imageUrl, size = 'size-9' }: { name: string; imageUrl: string | null; size?: string }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span aria-hidden className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-600 font-semibold text-white`}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
