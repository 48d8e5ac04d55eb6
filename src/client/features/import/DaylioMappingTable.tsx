import { ACTIVITY_TARGETS, type ActivityTarget, activityTargetLabel, type DaylioMapping, type MoodMapping, ownChoice } from '../../../shared/domain/daylio';
import { MOODS_BY_CATEGORY, type MoodCategory } from '../../../shared/domain/entries';
import type { ImportSummary } from '../../../shared/domain/import-summary';
import { moodLabel } from '../../../shared/domain/quick-add';
import type { ReactNode } from 'react';

const SELECT_CLASS = 'min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';
const INTENSITIES = Array.from({ length: 10 }, (_, index) => index + 1);

type Table = NonNullable<ImportSummary['daylio']>;

/** One of the preview's tables: a caption, the column names (Daylio's first), and a row per Daylio name. */
function MappingTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`py-1 font-medium ${index < columns.length - 1 ? 'pr-2' : ''}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A Daylio mood or activity, with how many entries carry it, and the cells that map it. */
function DaylioRow({ name, count, children }: { name: string; count: number; children: ReactNode }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
        {name} <span className="font-normal text-slate-500">×{count}</span>
      </th>
      {children}
    </tr>
  );
}

/** The preview's mapping: each Daylio mood to an Attune feeling and intensity, each activity to a tag or the note. */
export function DaylioMappingTable({ table, mapping, onChange }: { table: Table; mapping: DaylioMapping; onChange: (mapping: DaylioMapping) => void }) {
  const moodOf = (name: string, fallback: MoodMapping) => ownChoice(mapping.moods, name) ?? fallback;
  const setMood = (name: string, mood: MoodMapping) => onChange({ ...mapping, moods: { ...mapping.moods, [name]: mood } });
  const setActivity = (name: string, target: ActivityTarget) => onChange({ ...mapping, activities: { ...mapping.activities, [name]: target } });
  return (
    <div className="space-y-4">
      <MappingTable caption="Moods" columns={['Daylio', 'Attune feeling', 'Intensity']}>
        {table.moods.map(({ name, count, mapping: suggested }) => {
          const mood = moodOf(name, suggested);
          return (
            <DaylioRow key={name} name={name} count={count}>
              <td className="py-1.5 pr-2">
                <select
                  aria-label={`Attune feeling for ${name}`}
                  className={SELECT_CLASS}
                  value={`${mood.mood_category}:${mood.specific_mood}`}
                  onChange={(event) => {
                    const [category, specific] = event.target.value.split(':') as [MoodCategory, string];
                    setMood(name, { ...mood, mood_category: category, specific_mood: specific });
                  }}
                >
                  {(Object.entries(MOODS_BY_CATEGORY) as [MoodCategory, readonly string[]][]).map(([category, moods]) => (
                    <optgroup key={category} label={category[0]!.toUpperCase() + category.slice(1)}>
                      {moods.map((specific) => (
                        <option key={specific} value={`${category}:${specific}`}>
                          {moodLabel(specific)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </td>
              <td className="py-1.5">
                <select aria-label={`Intensity for ${name}`} className={SELECT_CLASS} value={mood.intensity} onChange={(event) => setMood(name, { ...mood, intensity: Number(event.target.value) })}>
                  {INTENSITIES.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </td>
            </DaylioRow>
          );
        })}
      </MappingTable>
      {table.activities.length > 0 && (
        <MappingTable caption="Activities" columns={['Daylio', 'In Attune']}>
          {table.activities.map(({ name, count, target }) => (
            <DaylioRow key={name} name={name} count={count}>
              <td className="py-1.5">
                <select
                  aria-label={`Attune tag for ${name}`}
                  className={SELECT_CLASS}
                  value={ownChoice(mapping.activities, name) ?? target}
                  onChange={(event) => setActivity(name, event.target.value as ActivityTarget)}
                >
                  {ACTIVITY_TARGETS.map((option) => (
                    <option key={option} value={option}>
                      {activityTargetLabel(option)}
                    </option>
                  ))}
                </select>
              </td>
            </DaylioRow>
          ))}
        </MappingTable>
      )}
    </div>
  );
}
