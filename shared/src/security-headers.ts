/**
 * The security headers of every reply. In AWS the web stack builds CloudFront's response headers policy from
 * these values; the local server sends the same headers itself, so a page that breaks the policy breaks
 * locally too.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine and Monaco set inline styles; Monaco runs its workers from blob URLs.
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADER_SETTINGS = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  frameOption: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  hstsMaxAgeSeconds: 730 * 86_400,
} as const;

/** The same settings as HTTP headers. Browsers ignore Strict-Transport-Security over plain HTTP (RFC 6797). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SECURITY_HEADER_SETTINGS.contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': SECURITY_HEADER_SETTINGS.frameOption,
  'Referrer-Policy': SECURITY_HEADER_SETTINGS.referrerPolicy,
  'Strict-Transport-Security': `max-age=${SECURITY_HEADER_SETTINGS.hstsMaxAgeSeconds}; includeSubDomains`,
  'X-XSS-Protection': '1; mode=block',
};

/**
 * CloudFront adds this header, holding a secret generated at deploy, to every request it sends to the API;
 * the functions serve only requests that carry it, and only those may name the viewer's address.
 */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';
