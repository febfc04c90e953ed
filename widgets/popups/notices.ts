import type { Announcements } from '../../schemas/api/entities.ts';

export type Notice = NonNullable<Announcements['notices']>[number];
export type Popup = NonNullable<Announcements['popup']>[number];

const isItem = (value: unknown): value is Notice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Notice).id === 'string' &&
  typeof (value as Notice).title === 'string';

/** An announcement list as drawn: items of a wrong shape are left out, never a crash. */
function listOf<T extends Notice>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isItem) as T[]) : [];
}

/** The player notices (PL) of a CALL-53 answer, in the platform's order: the marquee's index is the dialog's. */
export const noticesOf = (data: { notices?: unknown }): Notice[] => listOf(data.notices);

/** The popups (PU) of a CALL-53 answer. */
export const popupsOf = (data: { popup?: unknown }): Popup[] => listOf<Popup>(data.popup);

/** The promotions (PR) of a CALL-53 answer. */
export const promotionsOf = (data: { promotion?: unknown }): Notice[] => listOf(data.promotion);
