import { generateKeyPair, importPrivateKey } from '../engine/api/crypto.ts';
import { getSetting, setSetting, writeTransaction, type Db } from './db.ts';

/** The platform's RSA-OAEP key pair for encrypted calls; the public half is published in system status. */
export interface ServerKeys {
  publicKeySpkiBase64: string;
  privateKey: CryptoKey;
}

/** The stored key pair, made on first start and kept in the database, so restarts keep it. */
export async function loadOrCreateKeys(db: Db): Promise<ServerKeys> {
  const stored = getSetting(db, 'rsaPrivateKey');
  const storedPublic = getSetting(db, 'rsaPublicKey');
  if (stored && storedPublic) return { publicKeySpkiBase64: storedPublic, privateKey: await importPrivateKey(stored) };
  const pair = await generateKeyPair();
  writeTransaction(db, () => {
    setSetting(db, 'rsaPrivateKey', pair.privateKeyPkcs8Base64);
    setSetting(db, 'rsaPublicKey', pair.publicKeySpkiBase64);
  });
  return { publicKeySpkiBase64: pair.publicKeySpkiBase64, privateKey: pair.privateKey };
}
