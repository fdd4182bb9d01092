import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A passkey held in software, as an authenticator holds one: an ES256 key pair whose public
 * half is stored as COSE (what registration stores) and whose private half signs assertions
 * (WebAuthn §6.3.3: the signature is over authenticatorData ‖ SHA-256(clientDataJSON)).
 */
export function makeSoftwarePasskey() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  // CBOR map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y} (RFC 9053 §7.1.1).
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
  const id = b64url(randomBytes(16));
  return {
    id,
    /** COSE public key, base64url, as shopper_passkeys stores it. */
    publicKey: b64url(cose),
    /** An assertion answering `challenge` (base64url) for `origin` and relying party `rpId`. */
    assert(challenge: string, origin: string, rpId: string): AuthenticationResponseJSON {
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
      );
      const authenticatorData = Buffer.concat([
        createHash('sha256').update(rpId).digest(),
        Buffer.from([0x05]), // user present and verified
        Buffer.alloc(4), // signature counter 0: this authenticator keeps none
      ]);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
