import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** An S3 error reply: HTTP status, S3's error code, its message. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

export interface PresignedRequest {
  method: string;
  url: URL;
  header(name: string): string | undefined;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const WEEK_SECONDS = 604_800;
/** S3 takes a request signed up to 15 minutes ahead of its clock. */
const CLOCK_SKEW_MS = 15 * 60_000;
const REQUIRED = ['X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];

const refusal = (status: number, code: string, message: string): S3Refusal => ({ status, code, message });
const badQuery = (message: string) => refusal(400, 'AuthorizationQueryParametersError', message);

/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** 20261127T110845Z as a time, or undefined. */
const amzTime = (s: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : undefined;
};

/** The request's signature, recomputed from its method, path, query and signed headers (SigV4 query signing for S3). */
const expectedSignature = (req: PresignedRequest, signedHeaders: string[], scope: string, amzDate: string, secretAccessKey: string) => {
  const query = [...req.url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerValue = (name: string) => (name === 'host' ? req.url.host : (req.header(name) ?? '')).trim().replace(/\s+/g, ' ');
  const canonical = [
    req.method,
    // S3 signs the path as sent (the SDK encodes the key once and S3 does not normalise it)
    req.url.pathname,
    query,
    signedHeaders.map((name) => `${name}:${headerValue(name)}\n`).join(''),
    signedHeaders.join(';'),
    req.url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const [date, region, service] = scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), region!), service!), 'aws4_request');
  return createHmac('sha256', key)
    .update([ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n'))
    .digest();
};

/**
 * What S3 checks of a presigned (SigV4 query-signed) request before it acts on it: one way of signing, well-formed
 * parameters, a known key in the expected region, not expired, and the signature over the method, path, query and
 * signed headers (so a PUT signed for N bytes refuses any other Content-Length). Undefined when it passes.
 */
export function checkPresigned(req: PresignedRequest, keys: { accessKeyId: string; secretAccessKey: string }, region: string, now: Date): S3Refusal | undefined {
  const q = req.url.searchParams;
  if (!q.has('X-Amz-Algorithm')) return refusal(403, 'AccessDenied', 'Access Denied');
  if (req.header('authorization')) {
    return refusal(400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified');
  }
  if (q.get('X-Amz-Algorithm') !== ALGORITHM) return badQuery(`X-Amz-Algorithm only supports "${ALGORITHM}"`);
  if (REQUIRED.some((name) => !q.get(name))) {
    return badQuery('Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
  }
  const amzDate = q.get('X-Amz-Date')!;
  const signedAt = amzTime(amzDate);
  if (signedAt === undefined) return badQuery("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
  const expires = Number(q.get('X-Amz-Expires'));
  if (!Number.isInteger(expires) || expires < 0) return badQuery('X-Amz-Expires should be a number');
  if (expires > WEEK_SECONDS) return badQuery(`X-Amz-Expires must be less than a week (in seconds) that is ${WEEK_SECONDS}`);
  const [accessKeyId, ...scopeParts] = q.get('X-Amz-Credential')!.split('/');
  const scope = scopeParts.join('/');
  if (scopeParts.length !== 4 || scopeParts[0] !== amzDate.slice(0, 8) || scopeParts[2] !== 's3' || scopeParts[3] !== 'aws4_request') {
    return badQuery(`Error parsing the X-Amz-Credential parameter; the credential scope "${scope}" is not <date>/<region>/s3/aws4_request of the request's date`);
  }
  if (scopeParts[1] !== region) return badQuery(`Error parsing the X-Amz-Credential parameter; the region '${scopeParts[1]}' is wrong; expecting '${region}'`);
  if (accessKeyId !== keys.accessKeyId) return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (now.getTime() > signedAt + expires * 1000) return refusal(403, 'AccessDenied', 'Request has expired');
  if (signedAt > now.getTime() + CLOCK_SKEW_MS) return refusal(403, 'AccessDenied', 'Request is not valid yet');
  const signedHeaders = q.get('X-Amz-SignedHeaders')!.split(';');
  if (!signedHeaders.includes('host')) return badQuery('Query-string authentication requires the Host header to be signed');
  const given = Buffer.from(q.get('X-Amz-Signature')!, 'hex');
  const expected = expectedSignature(req, signedHeaders, scope, amzDate, keys.secretAccessKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  return undefined;
}
