/**
 * The security headers of every reply. In AWS the web stack builds CloudFront's response headers policy from
 * these values; the local server sends the same headers itself, so a page that breaks the policy breaks
 * locally too. `storageOrigin` is where the pages send and fetch test data straight from S3 (presigned
 * addresses): the test data bucket's regional endpoint in AWS, the local storage door locally.
 */
export function contentSecurityPolicy(storageOrigin?: string) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine and Monaco set inline styles; Monaco runs its workers from blob URLs.
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    storageOrigin ? `connect-src 'self' ${storageOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin the S3 SDK signs a bucket's addresses for: its virtual-hosted regional endpoint. */
export function s3BucketOrigin(bucket: string, region: string, urlSuffix = 'amazonaws.com') {
  return `https://${bucket}.s3.${region}.${urlSuffix}`;
}

export function securityHeaderSettings(storageOrigin?: string) {
  return {
    contentSecurityPolicy: contentSecurityPolicy(storageOrigin),
    frameOption: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    hstsMaxAgeSeconds: 730 * 86_400,
  } as const;
}

/** The same settings as HTTP headers. Browsers ignore Strict-Transport-Security over plain HTTP (RFC 6797). */
export function securityHeaders(storageOrigin?: string): Readonly<Record<string, string>> {
  const settings = securityHeaderSettings(storageOrigin);
  return {
    'Content-Security-Policy': settings.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': settings.frameOption,
    'Referrer-Policy': settings.referrerPolicy,
    'Strict-Transport-Security': `max-age=${settings.hstsMaxAgeSeconds}; includeSubDomains`,
    'X-XSS-Protection': '1; mode=block',
  };
}

/**
 * CloudFront adds this header, holding a secret generated at deploy, to every request it sends to the API;
 * the functions serve only requests that carry it, and only those may name the viewer's address.
 */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';
