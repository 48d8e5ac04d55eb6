import type { ReactNode } from 'react';
import { MOODS_BY_CATEGORY, TAG_VALUES, type TagName } from '../../../shared/domain/entries';
import { tagLabel } from '../../../shared/domain/entry-display';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import type { SearchField, SearchForm } from './searchParams';

const TAG_TITLES: Record<TagName, string> = { trigger: 'Trigger', location: 'Location', social: 'Social', environment: 'Environment', time_frame: 'Time' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={`${LABEL_CLASS} min-w-0`}>
      {label}
      <span className="mt-1 block">{children}</span>
    </label>
  );
}

/** The search's filters: type, mood, one tag and a range of days, each kept in the page's address. */
export function SearchFilters({ form, onChange }: { form: SearchForm; onChange: (field: SearchField, value: string) => void }) {
  const select = (field: SearchField) => ({ value: form[field], onChange: (event: { target: { value: string } }) => onChange(field, event.target.value), className: FIELD_CLASS });
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      <Field label="Type">
        <select {...select('type')}>
          <option value="">All types</option>
          <option value="emotional">Emotional</option>
          <option value="physical">Physical</option>
          <option value="affirmation">Affirmations</option>
        </select>
      </Field>
      <Field label="Mood">
        <select {...select('mood')}>
          <option value="">Any mood</option>
          {Object.entries(MOODS_BY_CATEGORY).map(([category, moods]) => (
            <optgroup key={category} label={tagLabel(category)}>
              <option value={`category:${category}`}>Any {category}</option>
              {moods.map((mood) => (
                <option key={mood} value={`mood:${mood}`}>
                  {tagLabel(mood)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field label="Tag">
        <select {...select('tag')}>
          <option value="">Any tag</option>
          {(Object.entries(TAG_VALUES) as [TagName, readonly string[]][]).map(([name, values]) => (
            <optgroup key={name} label={TAG_TITLES[name]}>
              {values.map((value) => (
                <option key={value} value={`${name}:${value}`}>
                  {tagLabel(value)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field label="From">
        <input type="date" {...select('from')} />
      </Field>
      <Field label="To">
        <input type="date" {...select('to')} />
      </Field>
    </fieldset>
  );
}
