import { useId } from 'react';

/** An id usable in an SVG url(#...) reference. */
export const useSvgId = () => `b${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

/** The fill of each heat level, light to dark; each has a pattern too, so colour is never the only sign. */
export const HEAT_COLOURS = ['#fde68a', '#fb923c', '#dc2626', '#7f1d1d'] as const;

/** The radius of the dot that gives a place's mean intensity (0 to 10), in figure units. */
export const intensityRadius = (mean: number) => 2 + mean * 0.5;

export const patternId = (prefix: string, level: number) => `${prefix}-heat-${level}`;

/**
 * The four patterns laid over the heat colours: sparse dots, lines one way, lines both ways,
 * dense lines both ways.
 */
export function HeatPatterns({ prefix }: { prefix: string }) {
  const ink = (level: number) => (level <= 2 ? '#1e293b' : '#ffffff');
  return (
    <defs>
      <pattern id={patternId(prefix, 1)} width="6" height="6" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="0.9" fill={ink(1)} opacity="0.55" />
      </pattern>
      <pattern id={patternId(prefix, 2)} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="5" stroke={ink(2)} strokeWidth="1" opacity="0.5" />
      </pattern>
      <pattern id={patternId(prefix, 3)} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <path d="M0 0V5M0 0H5" stroke={ink(3)} strokeWidth="1" opacity="0.6" />
      </pattern>
      <pattern id={patternId(prefix, 4)} width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <path d="M0 0V3M0 0H3" stroke={ink(4)} strokeWidth="0.8" opacity="0.7" />
      </pattern>
    </defs>
  );
}

/** A legend swatch of a heat level: its colour and pattern. */
export function HeatSwatch({ level }: { level: number }) {
  const prefix = useSvgId();
  return (
    <svg aria-hidden width="20" height="20" viewBox="0 0 20 20" className="shrink-0">
      <HeatPatterns prefix={prefix} />
      <rect x="1" y="1" width="18" height="18" rx="4" fill={HEAT_COLOURS[level - 1]} stroke="#475569" strokeWidth="1" />
      <rect x="1" y="1" width="18" height="18" rx="4" fill={`url(#${patternId(prefix, level)})`} />
    </svg>
  );
}
