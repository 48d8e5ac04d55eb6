import { HEAT_LEVELS } from '../../../shared/domain/body-map';
import { HeatSwatch, intensityRadius } from './HeatPatterns';

/** What the colours, patterns and dots of the body map say, in words beside each. */
export function HeatLegend({ most }: { most: number }) {
  return (
    <div className="space-y-2 text-xs text-slate-700">
      <p className="font-medium">How often, against the place felt most ({most} {most === 1 ? 'time' : 'times'}):</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {HEAT_LEVELS.map((name, index) => (
          <li key={name} className="flex items-center gap-1.5">
            <HeatSwatch level={index + 1} /> {name}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">Mean intensity, by the dot’s size:</span>
        {[2, 5, 8].map((mean) => (
          <span key={mean} className="inline-flex items-center gap-1">
            <svg aria-hidden width="16" height="16" viewBox="-8 -8 16 16">
              <circle r={intensityRadius(mean) * 0.75} fill="#0f172a" />
            </svg>
            {mean}/10
          </span>
        ))}
      </p>
    </div>
  );
}
