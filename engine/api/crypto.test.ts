// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  decryptPayload,
  encryptPayload,
  generateKeyPair,
  importPrivateKey,
  isEncryptedPayload,
} from './crypto.ts';

describe('hybrid encryption', () => {
  it('round-trips with fresh keys, a fresh AES key and a different 12-byte iv each time', async () => {
    const keys = await generateKeyPair();
    const input = { username: 'alice', password: 'S3cret-ÿ-密码', nested: { list: [1, 2, 3] } };
    const first = await encryptPayload(keys.publicKeySpkiBase64, input);
    const second = await encryptPayload(keys.publicKeySpkiBase64, input);
    expect(isEncryptedPayload(first)).toBe(true);
    expect(base64ToBytes(first.iv)).toHaveLength(12);
    expect(first.iv).not.toBe(second.iv);
    expect(first.key).not.toBe(second.key);
    expect(first.data).not.toBe(second.data);
    expect(JSON.stringify(first)).not.toContain('S3cret');
    await expect(decryptPayload(keys.privateKey, first)).resolves.toEqual(input);
    await expect(decryptPayload(keys.privateKey, second)).resolves.toEqual(input);
  });

  it('the wrapped key is RSA-2048 sized and the data carries the GCM tag', async () => {
    const keys = await generateKeyPair();
    const payload = await encryptPayload(keys.publicKeySpkiBase64, 'x');
    expect(base64ToBytes(payload.key)).toHaveLength(256);
    expect(base64ToBytes(payload.data)).toHaveLength(new TextEncoder().encode('"x"').length + 16);
  });

  it('fails on a tampered payload or the wrong private key', async () => {
    const keys = await generateKeyPair();
    const other = await generateKeyPair();
    const payload = await encryptPayload(keys.publicKeySpkiBase64, { a: 1 });
    const bytes = base64ToBytes(payload.data);
    bytes[0] = bytes[0]! ^ 0xff;
    await expect(decryptPayload(keys.privateKey, { ...payload, data: bytesToBase64(bytes) })).rejects.toThrow();
    await expect(decryptPayload(other.privateKey, payload)).rejects.toThrow();
    await expect(decryptPayload(keys.privateKey, { ...payload, iv: bytesToBase64(new Uint8Array(8)) })).rejects.toThrow(
      /12 bytes/,
    );
  });

  it('accepts a PEM public key and a stored PKCS#8 private key', async () => {
    const keys = await generateKeyPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${keys.publicKeySpkiBase64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
    const payload = await encryptPayload(pem, [1, 'two']);
    const restored = await importPrivateKey(keys.privateKeyPkcs8Base64);
    await expect(decryptPayload(restored, payload)).resolves.toEqual([1, 'two']);
  });

  it('base64 helpers round-trip every byte value and large inputs', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect([...base64ToBytes(bytesToBase64(all))]).toEqual([...all]);
    const large = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(base64ToBytes(bytesToBase64(large))).toEqual(large);
    expect(bytesToBase64(new TextEncoder().encode('hello'))).toBe('aGVsbG8=');
  });
});
