import { IMAGE_TYPES } from '../../../schemas/vocabulary.ts';

/** Proof of a withdrawal not received (WALLET-05): PNG or JPEG, at most 5 MB each, 1 to 3 of them. */
export const PROOF_TYPES = IMAGE_TYPES;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;

/** The text key saying what is wrong with the chosen files, or null when they can be sent. */
export function proofProblem(files: readonly Pick<File, 'type' | 'size'>[]): string | null {
  if (files.length === 0) return 'withdraw.proofNone';
  if (files.length > PROOF_MAX_COUNT) return 'withdraw.proofCount';
  if (files.some((file) => !(PROOF_TYPES as readonly string[]).includes(file.type))) return 'withdraw.proofType';
  if (files.some((file) => file.size > PROOF_MAX_BYTES)) return 'withdraw.proofSize';
  return null;
}
