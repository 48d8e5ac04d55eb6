import { secureHeaders } from 'hono/secure-headers';

/** Where the pictures of Google accounts are served from (a user's avatar_url). */
export const GOOGLE_AVATAR_ORIGIN = 'https://lh3.googleusercontent.com';

/**
 * The one set of security headers for every response of both hosts. Inline styles stay allowed
 * because React and the chart library set `style` attributes; scripts come only from our origin.
 * Referrer-Policy `strict-origin` keeps tokens in a page's URL from leaking to other sites.
 * Images load only from our origin (journal photos are served privately) and Google's avatar
 * host (profile pictures from Google sign-in), so no other site learns when a journal is open.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', GOOGLE_AVATAR_ORIGIN],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Handlers may set their own value (e.g. a stricter cache or CSP), which then wins.
    overwrite: false,
  });
