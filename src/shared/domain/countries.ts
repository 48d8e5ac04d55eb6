import countryNames from 'countries-list/minimal/countries.en.min.json';

export interface CountryOption {
  code: string;
  name: string;
}

/** Shown first, in this order (spec 3). */
const FIRST = ['US', 'CA', 'GB', 'AU', 'NZ', 'IE'];
/** Territories without a recognised ISO 3166 code share the placeholder ZZ, as does Other. */
const UNRECOGNISED = new Set(['AC', 'TA', 'XK']);
export const PLACEHOLDER_COUNTRY_CODE = 'ZZ';

const names = countryNames as Record<string, string>;
const alphabetical = Object.entries(names)
  .filter(([code]) => !FIRST.includes(code))
  .map(([code, name]) => ({ code: UNRECOGNISED.has(code) ? PLACEHOLDER_COUNTRY_CODE : code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const COUNTRY_OPTIONS: readonly CountryOption[] = [
  ...FIRST.map((code) => ({ code, name: names[code]! })),
  ...alphabetical,
  { code: PLACEHOLDER_COUNTRY_CODE, name: 'Other' },
];

export const COUNTRY_NAMES: ReadonlySet<string> = new Set(COUNTRY_OPTIONS.map((country) => country.name));
