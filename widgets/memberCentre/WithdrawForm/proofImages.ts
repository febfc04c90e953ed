import type { Rule } from '../../../schemas/api/requestRules.ts';
import { IMAGE_TYPES } from '../../../schemas/vocabulary.ts';

/** The types the picker offers: the contract's (imageUploadsSchema). */
export const PROOF_TYPES = IMAGE_TYPES;

/**
 * The words for the contract's rules of the proof of a withdrawal not received (WALLET-05, CALL-84's
 * `images`: 1 to 3 PNG or JPEG images of at most 5 MB), checked by the request's validator.
 */
export const PROOF_WORDS: Partial<Record<Rule, string>> = {
  required: 'withdraw.proofNone',
  minItems: 'withdraw.proofNone',
  maxItems: 'withdraw.proofCount',
  enum: 'withdraw.proofType',
  maximum: 'withdraw.proofSize',
};
