/**
 * A mobile number as the player's forms and the platform count, store and compare it: the national
 * number without spaces, dashes or the trunk prefix's leading zeros, so "0123456789",
 * "012-345 6789" and "123456789" are one number (issue 24). In the countries the brands offer
 * (Malaysia, Singapore, Thailand, Vietnam, Brazil, China) no mobile number starts with 0 after the
 * dialing code, so leading zeros are always the trunk prefix. Rules (the contract's digits, the
 * country's digit count) read the number as typed, on both sides alike.
 */
export function nationalNumber(typed: string): string {
  return typed.replace(/[\s-]+/gu, '').replace(/^0+/u, '');
}
