/** Images are private: the server checks access on every request to this address. It serves the viewer's size (2048 px). */
export const imageUrl = (key: string) => `/api/images/${encodeURIComponent(key)}`;

/** The card's size: 480 px on the long side. */
export const thumbnailUrl = (key: string) => `${imageUrl(key)}?size=thumb`;

/**
 * Both sizes for `srcset`, by the width they are made for: the browser takes the thumbnail unless
 * the image is drawn wider than it on the screen's pixels (a large grid image on a 2x screen).
 */
export const imageSrcSet = (key: string) => `${thumbnailUrl(key)} 480w, ${imageUrl(key)} 2048w`;
