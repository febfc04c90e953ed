import { nationalNumber } from './nationalNumber.ts';

/**
 * VAL-12, VAL-20: a mobile number as typed is digits (spaces and dashes allowed) whose national
 * number has its country's digit count. The count is of the number without the trunk prefix, the
 * way countries state it, so Thailand's 9 digits accept "0812345678" as typed on a phone. The
 * registration form and the platform both ask this one function.
 */
export function mobileFitsCountry(typed: string, digits: readonly number[] | undefined): boolean {
  const [min = 6, max = 15] = digits ?? [];
  const text = typed.trim();
  if (!/^[0-9][0-9\s-]*$/u.test(text)) return false;
  const national = nationalNumber(text);
  return /^[0-9]+$/u.test(national) && national.length >= min && national.length <= max;
}
