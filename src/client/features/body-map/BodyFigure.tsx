import { type KeyboardEvent, useRef } from 'react';
import type { BodyPlace } from '../../../shared/domain/body-map';
import { centreOf, FIGURE_HEIGHT, FIGURE_MARGIN, FIGURE_WIDTH, type FigureView, outline, placesOf } from './figureShapes';
import { HEAT_COLOURS, HeatPatterns, intensityRadius, patternId, useSvgId } from './HeatPatterns';

export interface PlaceHeat {
  level: number;
  meanIntensity: number | null;
}

const VIEW_NAMES: Record<FigureView, string> = { front: 'Front', back: 'Back' };
const MOVES: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * One view of the body figure. Given `onChoose`, each place is a labelled button (one tab stop
 * for the view: the arrow keys, Home and End move between places, Enter or Space chooses);
 * without it, a picture named by `label`. `heat` colours a place by how often (with a pattern) and
 * marks its mean intensity by a dot's size; `marked` places are simply filled.
 */
export function BodyFigure({
  view,
  heat,
  marked,
  selected,
  onChoose,
  describe = (place) => place.label,
  label,
  compact = false,
  className,
}: {
  view: FigureView;
  heat?: ReadonlyMap<string, PlaceHeat>;
  marked?: ReadonlySet<string>;
  selected?: ReadonlySet<string>;
  onChoose?: (place: BodyPlace) => void;
  describe?: (place: BodyPlace) => string;
  label?: string;
  /** Small, for a card: no 'Front' or 'Back' under it, no R and L beside it. */
  compact?: boolean;
  className?: string;
}) {
  const prefix = useSvgId();
  const svg = useRef<SVGSVGElement>(null);
  const places = placesOf(view);
  const interactive = !!onChoose;
  const tabStop = places.find(({ place }) => selected?.has(place.key))?.place.key ?? places[0]?.place.key;

  const onKeyDown = (event: KeyboardEvent<SVGElement>, index: number) => {
    const chosen = places[index]!.place;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose?.(chosen);
      return;
    }
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? places.length - 1 : MOVES[event.key] === undefined ? null : index + MOVES[event.key]!;
    if (next === null) return;
    event.preventDefault();
    const target = places[(next + places.length) % places.length]!.place.key;
    svg.current?.querySelector<SVGElement>(`[data-place="${target}"]`)?.focus();
  };

  return (
    <figure className={`flex flex-col items-center ${className ?? ''}`}>
      <svg
        ref={svg}
        viewBox={`${FIGURE_MARGIN} -2 ${FIGURE_WIDTH - 2 * FIGURE_MARGIN} ${FIGURE_HEIGHT + 4}`}
        role={interactive ? 'group' : 'img'}
        aria-label={label ?? `${VIEW_NAMES[view]} of the body`}
        className="h-auto w-full overflow-visible"
      >
        {heat && <HeatPatterns prefix={prefix} />}
        <g aria-hidden fill="#f1f5f9" stroke="#94a3b8" strokeWidth="1">
          {outline().map((part, index) => (
            <rect key={index} x={part.x} y={part.y} width={part.w} height={part.h} rx={part.r} />
          ))}
        </g>
        {places.map(({ place, shape }, index) => {
          const felt = heat?.get(place.key);
          const isSelected = !!selected?.has(place.key);
          const fill = felt ? HEAT_COLOURS[felt.level - 1] : marked?.has(place.key) ? '#0f766e' : isSelected ? '#99f6e4' : '#ffffff';
          const centre = centreOf(shape);
          return (
            <g key={place.key}>
              <rect
                data-place={place.key}
                x={shape.x}
                y={shape.y}
                width={shape.w}
                height={shape.h}
                rx={shape.r}
                fill={fill}
                stroke={isSelected ? '#0f766e' : '#64748b'}
                strokeWidth={isSelected ? 3 : 1}
                {...(interactive && {
                  role: 'button',
                  tabIndex: place.key === tabStop ? 0 : -1,
                  'aria-label': describe(place),
                  'aria-pressed': isSelected,
                  onClick: () => onChoose(place),
                  onKeyDown: (event: KeyboardEvent<SVGElement>) => onKeyDown(event, index),
                  className: 'cursor-pointer outline-none hover:stroke-teal-700 focus-visible:stroke-teal-700 focus-visible:[stroke-width:4]',
                })}
              />
              {felt && (
                <g aria-hidden pointerEvents="none">
                  <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={shape.r} fill={`url(#${patternId(prefix, felt.level)})`} />
                  {felt.meanIntensity !== null && <circle cx={centre.x} cy={centre.y} r={intensityRadius(felt.meanIntensity)} fill="#0f172a" stroke="#ffffff" strokeWidth="1.2" />}
                </g>
              )}
            </g>
          );
        })}
        {!compact && (
          <>
            <text aria-hidden x={FIGURE_MARGIN + 2} y="12" fontSize="13" fill="#475569">
              {view === 'front' ? 'R' : 'L'}
            </text>
            <text aria-hidden x={FIGURE_WIDTH - FIGURE_MARGIN - 2} y="12" fontSize="13" fill="#475569" textAnchor="end">
              {view === 'front' ? 'L' : 'R'}
            </text>
          </>
        )}
      </svg>
      {!compact && <figcaption className="text-xs font-medium text-slate-600">{VIEW_NAMES[view]}</figcaption>}
    </figure>
  );
}
