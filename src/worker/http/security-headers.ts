import { secureHeaders } from 'hono/secure-headers';

/**
 * The one set of security headers for every response of both hosts. Inline styles stay allowed
 * because React and the chart library set `style` attributes; scripts come only from our origin.
 * Referrer-Policy `strict-origin` keeps tokens in a page's URL from leaking to other sites.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
