import type { EncryptedPayload } from '../../schemas/api/entities.ts';

/**
 * Hybrid encryption for encrypted calls (UNSPEC-20): a fresh AES-256-GCM key and 12-byte iv per
 * request encrypt the JSON of the input; the AES key is wrapped with the platform's RSA-OAEP
 * (SHA-256) public key. Only WebCrypto (`globalThis.crypto.subtle`) and btoa/atob are used, so the
 * same code runs in browsers and in Node 20 (server side and tests), without Buffer.
 */

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

/** WebCrypto's subtle API, or a clear error where it is missing (an insecure context). */
export function subtle(): SubtleCrypto {
  const value = globalThis.crypto?.subtle;
  if (!value)
    throw new Error('WebCrypto (crypto.subtle) is not available; encrypted calls need a secure context (https).');
  return value;
}

export function bytesToBase64(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < view.length; i += CHUNK) binary += String.fromCharCode(...view.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Accepts bare base64 or a PEM block ("-----BEGIN PUBLIC KEY-----"). */
function stripPem(key: string): string {
  return key.replace(/-----(BEGIN|END)[^-]+-----/g, '').replace(/\s+/g, '');
}

const publicKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  const clean = stripPem(spkiBase64);
  let key = publicKeys.get(clean);
  if (!key) {
    key = subtle().importKey('spki', base64ToBytes(clean), RSA, false, ['encrypt']);
    key.catch(() => publicKeys.delete(clean));
    publicKeys.set(clean, key);
  }
  return key;
}

/** Encrypts `data` (as JSON) for the holder of the private key matching `publicKeySpkiBase64`. */
export async function encryptPayload(publicKeySpkiBase64: string, data: unknown): Promise<EncryptedPayload> {
  const crypto = subtle();
  const publicKey = await importPublicKey(publicKeySpkiBase64);
  const aesKey = await crypto.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(data ?? null));
  const cipher = await crypto.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.exportKey('raw', aesKey);
  const wrapped = await crypto.encrypt(RSA, publicKey, rawKey);
  return { key: bytesToBase64(wrapped), iv: bytesToBase64(iv), data: bytesToBase64(cipher) };
}

export function isEncryptedPayload(value: unknown): value is EncryptedPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && typeof v.iv === 'string' && typeof v.data === 'string';
}

/** Server side and tests: opens an envelope made by encryptPayload. Throws on any tampering. */
export async function decryptPayload(privateKey: CryptoKey, envelope: EncryptedPayload): Promise<unknown> {
  const crypto = subtle();
  const iv = base64ToBytes(envelope.iv);
  if (iv.length !== IV_BYTES) throw new Error(`Encrypted payload: the iv must be ${IV_BYTES} bytes.`);
  const rawKey = await crypto.decrypt(RSA, privateKey, base64ToBytes(envelope.key));
  const aesKey = await crypto.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.decrypt({ name: 'AES-GCM', iv }, aesKey, base64ToBytes(envelope.data));
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

export interface GatewayKeyPair {
  /** What the client needs (served by the platform). */
  publicKeySpkiBase64: string;
  privateKey: CryptoKey;
  /** The private key as PKCS#8 base64, for the server to keep between restarts. */
  privateKeyPkcs8Base64: string;
}

/** A fresh RSA-OAEP (SHA-256, 2048-bit) key pair. */
export async function generateKeyPair(modulusLength = 2048): Promise<GatewayKeyPair> {
  const crypto = subtle();
  const pair = await crypto.generateKey({ ...RSA, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ]);
  const spki = await crypto.exportKey('spki', pair.publicKey);
  const pkcs8 = await crypto.exportKey('pkcs8', pair.privateKey);
  return {
    publicKeySpkiBase64: bytesToBase64(spki),
    privateKey: pair.privateKey,
    privateKeyPkcs8Base64: bytesToBase64(pkcs8),
  };
}

/** Server side: a private key stored as PKCS#8 base64 (or PEM). */
export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', base64ToBytes(stripPem(pkcs8Base64)), RSA, false, ['decrypt']);
}
