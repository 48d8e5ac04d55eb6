import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { ChevronDown, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { COUNTRY_OPTIONS } from '../../../../shared/domain/countries';

/** Searchable and clearable; stores the country's name (spec 2.3). */
export function CountryControl({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (value: string) => void;
  /** The question; Headless UI replaces an aria-labelledby on the input with its own. */
  label: string;
}) {
  const [query, setQuery] = useState('');
  const selected = typeof value === 'string' && value !== '' ? value : null;
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle === '' ? COUNTRY_OPTIONS : COUNTRY_OPTIONS.filter((country) => country.name.toLowerCase().includes(needle));
  }, [query]);
  const nothingFound = query.trim() !== '' && matches.length === 0;

  return (
    <Combobox value={selected} onChange={(name) => onChange(name ?? '')} onClose={() => setQuery('')}>
      <div className="relative">
        <ComboboxInput
          aria-label={label}
          placeholder="Select or type country..."
          displayValue={(name: string | null) => name ?? ''}
          onChange={(event) => setQuery(event.target.value)}
          className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white pr-24 pl-3 text-base focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
        />
        <div className="absolute inset-y-0 right-0.5 flex items-center">
          {selected && (
            <button
              type="button"
              aria-label="Clear country"
              onClick={() => onChange('')}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
          <ComboboxButton aria-label="Show countries" className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100">
            <ChevronDown aria-hidden className="size-4" />
          </ComboboxButton>
        </div>
        {/* Beside the list, not in it (a listbox holds only options), and read out when it appears. */}
        <div role="status" className="absolute inset-x-0 top-full z-50 mt-1.5">
          {nothingFound && <p className="rounded-xl bg-white px-4 py-3 text-sm text-slate-600 shadow-xl ring-1 ring-slate-200">No country found</p>}
        </div>
      </div>
      {/* not modal: the rest of the page (Continue) stays reachable for assistive technology while the list is open */}
      <ComboboxOptions
        anchor="bottom start"
        modal={false}
        className="z-50 max-h-64 w-(--input-width) overflow-y-auto rounded-xl bg-white p-1 shadow-xl ring-1 ring-slate-200 [--anchor-gap:6px] empty:invisible"
      >
        {matches.map((country) => (
          <ComboboxOption
            key={country.name}
            value={country.name}
            className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 data-focus:bg-teal-50 data-selected:font-semibold"
          >
            {country.name}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  );
}
