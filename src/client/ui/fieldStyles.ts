/** The look of a text field or select in the app's forms, red when `aria-invalid`. */
export const FIELD_CLASS =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-invalid:border-red-500';
export const LABEL_CLASS = 'block text-sm font-medium text-slate-700';
export const FIELD_ERROR_CLASS = 'text-sm text-red-700';
