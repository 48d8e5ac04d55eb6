/** The keys the app uses with the fake Stripe (tests, and PAYMENTS=fake on a local Node host). */
export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_attune_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_attune_fake',
  STRIPE_PRICE_ID: 'price_attune_pro_monthly',
};
