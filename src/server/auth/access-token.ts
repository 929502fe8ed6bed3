import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Auth } from '#server/auth/auth.ts';
import { AppError } from '#server/http/app-error.ts';

/**
 * Checks the short-lived access JWTs that API clients send as `Authorization: Bearer ...`
 * (docs/product.md section 5): signature against the published keys (JWKS), algorithms allow-listed so
 * `none` and HS256-with-a-public-key are refused, issuer and audience pinned, expired tokens
 * refused unless the caller explicitly allows expiry, and a token whose session has ended (signed
 * out, revoked, account deleted) refused always.
 */
export const ACCESS_TOKEN_ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];
const JWKS_CACHE_MS = 5 * 60 * 1000;

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  /** The session the token was issued for; the token is good only while that session lives. */
  sid: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
}

/**
 * Whether the session still exists, belongs to the user and has not ended: sign-out, revoking
 * a session and deleting the account remove the row, so their tokens stop working at once
 * rather than when they expire.
 */
async function sessionIsActive(auth: Auth, sessionId: string, userId: string): Promise<boolean> {
  const context = await auth.$context;
  const session = await context.adapter.findOne<{ userId: string; expiresAt: Date | string }>({
    model: 'session',
    where: [{ field: 'id', value: sessionId }],
  });
  return (
    session !== null &&
    session.userId === userId &&
    new Date(session.expiresAt).getTime() > Date.now()
  );
}

export function accessTokenVerifier(auth: Auth, appUrl: string) {
  let cached: { keys: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;

  const keySet = async (refresh: boolean) => {
    if (!cached || refresh || Date.now() - cached.at > JWKS_CACHE_MS) {
      const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
      cached = { keys: createLocalJWKSet(jwks), at: Date.now() };
    }
    return cached.keys;
  };

  return async function verifyAccessToken(
    token: string,
    options: { allowExpired?: boolean } = {},
  ): Promise<AccessTokenClaims> {
    const verify = async (refresh: boolean) =>
      jwtVerify(token, await keySet(refresh), {
        algorithms: ACCESS_TOKEN_ALGORITHMS,
        issuer: appUrl,
        audience: appUrl,
        // jose checks exp; a caller that allows expiry gets a practically unlimited tolerance.
        clockTolerance: options.allowExpired ? 10 * 365 * 24 * 60 * 60 : 5,
      });
    let claims: AccessTokenClaims;
    try {
      let result;
      try {
        result = await verify(false);
      } catch (error) {
        // A key rotated in since the cache was filled: look once more before refusing.
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        result = await verify(true);
      }
      const { payload } = result;
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new errors.JWTInvalid('no subject');
      // Tokens issued before they named their session cannot be tied to one: refused.
      if (typeof payload.sid !== 'string' || payload.sid === '')
        throw new errors.JWTInvalid('no session');
      claims = payload as AccessTokenClaims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw AppError.of(401, 'JWT_EXPIRED');
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        throw AppError.of(401, 'INVALID_JWT_SIGNATURE');
      }
      throw AppError.of(401, 'INVALID_JWT');
    }
    if (!(await sessionIsActive(auth, claims.sid, claims.sub))) {
      throw AppError.of(401, 'UNAUTHENTICATED');
    }
    return claims;
  };
}

export type VerifyAccessToken = ReturnType<typeof accessTokenVerifier>;
