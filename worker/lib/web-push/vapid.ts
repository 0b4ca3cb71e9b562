import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

/*
 * RFC 8292 (VAPID): the application server signs a short JWT (ES256) for each push service origin,
 * and sends it with its public key in `Authorization: vapid t=…, k=…`.
 */

/** Push services refuse a JWT that lives longer than 24 hours; 12 is the usual choice. */
const JWT_SECONDS = 12 * 60 * 60;
const encoder = new TextEncoder();

export interface VapidKeys {
  /** Uncompressed P-256 public key (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar d (32 bytes), base64url. */
  privateKey: string;
  /** `mailto:` or `https:` contact the push service may use. */
  subject: string;
}

/** The ECDSA signing key from the raw public point and the private scalar. */
export async function importVapidSigningKey(keys: Pick<VapidKeys, 'publicKey' | 'privateKey'>): Promise<CryptoKey> {
  const pub = decodeBase64urlIgnorePadding(keys.publicKey);
  if (pub.length !== 65 || pub[0] !== 4) throw new Error('VAPID public key must be an uncompressed P-256 point');
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    x: encodeBase64urlNoPadding(pub.slice(1, 33)),
    y: encodeBase64urlNoPadding(pub.slice(33, 65)),
    d: keys.privateKey,
  };
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
}

const part = (o: unknown) => encodeBase64urlNoPadding(encoder.encode(JSON.stringify(o)));

/** The `Authorization` header for one push endpoint: its origin is the JWT's audience. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, signingKey: CryptoKey, nowMs: number): Promise<string> {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + JWT_SECONDS, sub: keys.subject };
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  // WebCrypto's ECDSA signature is r ‖ s (64 bytes), which is JWS's ES256 form as it is.
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signingKey, encoder.encode(unsigned));
  return `vapid t=${unsigned}.${encodeBase64urlNoPadding(new Uint8Array(signature))}, k=${keys.publicKey}`;
}
