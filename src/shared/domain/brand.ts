/** Spec 3, 'Brand': a cosmetic look for the app, a logo emoji on a gradient from one colour to the other. */
export interface Brand {
  id: string;
  name: string;
  tagline: string;
  logo: string;
  primaryColor: string;
  secondaryColor: string;
}

/** Attune's own teal, the look until someone chooses another. Apart from the list, so the header can draw it without the other 22. */
export const DEFAULT_BRAND: Brand = {
  id: 'attune',
  name: 'Attune',
  tagline: 'Tune in to how you feel.',
  logo: '🌿',
  primaryColor: '#0f766e',
  secondaryColor: '#0e7490',
};
