/**
 * A software passkey for the API tests: a P-256 key that answers WebAuthn options the way a platform authenticator
 * does (attestation 'none', user present and verified), so the server's real verification runs on real bytes.
 * Each answer can be bent (another origin, challenge or counter) to show what the server refuses.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Bend {
  origin?: string;
  challenge?: string;
  rpId?: string;
  counter?: number;
}

export function softAuthenticator(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
  let counter = 0;

  const clientData = (type: string, challenge: string, bend: Bend) =>
    Buffer.from(JSON.stringify({ type, challenge: bend.challenge ?? challenge, origin: bend.origin ?? origin }));

  return {
    id,
    /** navigator.credentials.create(): answers registration options as RegistrationResponseJSON. */
    register(options: { challenge: string }, bend: Bend = {}) {
      const authData = Buffer.concat([
        sha256(Buffer.from(bend.rpId ?? rpId)),
        Buffer.from([UP | UV | AT]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([0, credentialId.length]),
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, number> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, number>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, bend)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get(): signs authentication options as AuthenticationResponseJSON (counter + 1). */
    authenticate(options: { challenge: string }, bend: Bend = {}) {
      counter = bend.counter ?? counter + 1;
      const authData = Buffer.concat([sha256(Buffer.from(bend.rpId ?? rpId)), Buffer.from([UP | UV]), uint32(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, bend);
      const signature = createSign('sha256')
        .update(Buffer.concat([authData, sha256(clientDataJSON)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
