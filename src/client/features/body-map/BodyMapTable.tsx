import { HEAT_LEVELS, type PlaceFigures } from '../../../shared/domain/body-map';
import { HeatSwatch } from './HeatPatterns';

const CELL = 'py-1.5 pr-3';
export const meanText = (mean: number | null) => (mean === null ? '—' : `${mean.toFixed(1)}/10`);

/** The body map's figures as a table: each place felt at, how often and how intensely; a place's name filters the feed. */
export function BodyMapTable({ caption, places, chosen, onChoose }: { caption: string; places: readonly PlaceFigures[]; chosen: string | null; onChoose: (key: string) => void }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={CELL}>Place</th>
          <th scope="col" className={CELL}>Times</th>
          <th scope="col" className={CELL}>Mean intensity</th>
          <th scope="col" className={CELL}>How often</th>
        </tr>
      </thead>
      <tbody>
        {places.map((place) => (
          <tr key={place.key} className="border-t border-slate-100">
            <th scope="row" className={`${CELL} font-medium`}>
              <button
                type="button"
                aria-pressed={chosen === place.key}
                onClick={() => onChoose(place.key)}
                className="relative min-h-8 rounded-md text-left text-teal-800 underline decoration-teal-700/40 underline-offset-2 hover:decoration-teal-700 aria-pressed:font-bold max-md:tap-target"
              >
                {place.label}
              </button>
            </th>
            <td className={CELL}>{place.entries}</td>
            <td className={CELL}>{meanText(place.meanIntensity)}</td>
            <td className={CELL}>
              <span className="inline-flex items-center gap-1.5">
                <HeatSwatch level={place.level} /> {HEAT_LEVELS[place.level - 1]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
