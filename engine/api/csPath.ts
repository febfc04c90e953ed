import { base64ToBytes, bytesToBase64, subtle } from './crypto.ts';

/**
 * Customer-service paths travel encrypted in system status (ENT-10, UNSPEC-66): AES-256-GCM with a
 * key derived from the brand's merchant code, as base64(iv ‖ ciphertext). Both sides hold the
 * merchant code, so this keeps the chat addresses out of plain sight of scrapers of the status
 * answer; it is not a secret from the player's own browser, and is not meant to be.
 */
const IV_BYTES = 12;

async function brandKey(merchantCode: string, usage: KeyUsage): Promise<CryptoKey> {
  const material = await subtle().digest(
    'SHA-256',
    new TextEncoder().encode(`livery-cs:${merchantCode.toUpperCase()}`),
  );
  return subtle().importKey('raw', material, { name: 'AES-GCM' }, false, [usage]);
}

/** Server side: encrypts one customer-service path for a brand. */
export async function encryptCustomerServicePath(merchantCode: string, path: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await subtle().encrypt(
    { name: 'AES-GCM', iv },
    await brandKey(merchantCode, 'encrypt'),
    new TextEncoder().encode(path),
  );
  const joined = new Uint8Array(IV_BYTES + cipher.byteLength);
  joined.set(iv);
  joined.set(new Uint8Array(cipher), IV_BYTES);
  return bytesToBase64(joined);
}

/** Client side: the plain path, or null when it cannot be opened (never log the result: UNSPEC-66). */
export async function decryptCustomerServicePath(merchantCode: string, encrypted: string): Promise<string | null> {
  try {
    const bytes = base64ToBytes(encrypted);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      await brandKey(merchantCode, 'decrypt'),
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
