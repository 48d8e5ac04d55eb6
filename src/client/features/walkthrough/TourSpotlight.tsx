import type { Box } from '../../../shared/domain/walkthrough-placement';

const PADDING = 6;

/** The page dimmed all around the target, which stays bright inside a teal ring. */
export function TourSpotlight({ target, radius }: { target: Box; radius: number }) {
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed z-50"
      style={{
        top: target.top - PADDING,
        left: target.left - PADDING,
        width: target.width + 2 * PADDING,
        height: target.height + 2 * PADDING,
        borderRadius: radius + PADDING,
        // The ring, then a shadow wide enough to cover any screen: the dimming with a hole.
        boxShadow: '0 0 0 3px rgb(45 212 191), 0 0 0 200vmax rgb(15 23 42 / 0.55)',
      }}
    />
  );
}
