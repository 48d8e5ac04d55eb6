import * as z from './zod';

export const CHECKOUT_ORIGINS = ['onboarding', 'app'] as const;
export type CheckoutOrigin = (typeof CHECKOUT_ORIGINS)[number];

/** Where the upgrade starts decides where Stripe sends the person back to. */
export const checkoutInput = z.object({ from: z.enum(CHECKOUT_ORIGINS, 'An upgrade starts from onboarding or from the app.') });
export type CheckoutInput = z.infer<typeof checkoutInput>;
