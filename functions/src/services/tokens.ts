import { SignJWT, errors, jwtVerify } from 'jose';
import { AUTH } from '@oj/shared';

/** The claims this product puts in its tokens. */
export interface TokenClaims {
  uid: string;
  /** The user's token version when the token was issued (logout-everywhere). */
  ver: number;
  /** Issued-at, epoch seconds. */
  iat: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'oj';

/** HS256 tokens signed with one secret (a local file in development, Secrets Manager in AWS). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(uid: string, ver: number): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uid)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + AUTH.tokenLifetimeSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.iat !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { uid: payload.sub, ver: payload.ver, iat: payload.iat } };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** Whether a token of this age should be replaced by a fresh one on this call. */
  shouldRefresh(claims: TokenClaims): boolean {
    return this.now().getTime() / 1000 - claims.iat >= AUTH.tokenRefreshAfterSeconds;
  }
}
