/**
 * The URL parameters by which one agent centre page opens another with an account already chosen:
 * team management's row actions link to the transfer page and to a contract page with them.
 */
export const DOWNLINE_PARAM = 'downline';
export const OFFER_TO_PARAM = 'offerTo';
