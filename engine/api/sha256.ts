/**
 * SHA-256 (FIPS 180-4) in plain code, for the proof of work only (`proofOfWork.ts`): the work is
 * hundreds of thousands of digests of 32 to 36 bytes, where Web Crypto costs a task round trip per
 * digest and this costs well under a microsecond. State and digests are eight 32-bit words.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL = new Uint32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The message schedule, reused by every block (the work runs on one thread, one block at a time). */
const W = new Uint32Array(64);

/** Folds the block in W[0..15] into the state. */
function compress(state: Uint32Array): void {
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = state[0]! + a;
  state[1] = state[1]! + b;
  state[2] = state[2]! + c;
  state[3] = state[3]! + d;
  state[4] = state[4]! + e;
  state[5] = state[5]! + f;
  state[6] = state[6]! + g;
  state[7] = state[7]! + h;
}

/** The digest of any bytes, as eight words written into `out`. */
export function sha256Words(bytes: Uint8Array, out: Uint32Array = new Uint32Array(8)): Uint32Array {
  out.set(INITIAL);
  const length = bytes.length;
  // The message, a 1 bit, zeros, and the length in bits: a whole number of 64-byte blocks.
  const blocks = Math.ceil((length + 9) / 64);
  for (let block = 0; block < blocks; block++) {
    for (let word = 0; word < 16; word++) {
      let value = 0;
      for (let byte = 0; byte < 4; byte++) {
        const index = block * 64 + word * 4 + byte;
        const part = index < length ? bytes[index]! : index === length ? 0x80 : 0;
        value = (value << 8) | part;
      }
      W[word] = value;
    }
    if (block === blocks - 1) {
      W[14] = Math.floor((length * 8) / 0x100000000);
      W[15] = (length * 8) >>> 0;
    }
    compress(out);
  }
  return out;
}

/** The digest of a digest (32 bytes, as eight words), written into `out`: one block, no bytes in between. */
export function sha256OfDigest(digest: Uint32Array, out: Uint32Array): Uint32Array {
  for (let word = 0; word < 8; word++) W[word] = digest[word]!;
  W[8] = 0x80000000;
  for (let word = 9; word < 15; word++) W[word] = 0;
  W[15] = 256;
  out.set(INITIAL);
  compress(out);
  return out;
}

/** Eight words as 32 bytes, big-endian. */
export function wordsToBytes(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (words[i >> 2]! >>> (24 - 8 * (i & 3))) & 0xff;
  return bytes;
}
