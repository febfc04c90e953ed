/**
 * The dialog names the engine itself opens, and the shape of any dialog id. Apart from the dialog
 * schemas (dialogs.ts) so the player, which reads only these, never carries the schemas' titles
 * and descriptions (DESIGN §6b).
 */

/** A dialog or page id as brand JSON names it: login, register, notice, securityCenter … */
export const DIALOG_ID_PATTERN = '^[a-z][A-Za-z0-9]*$';

/** The dialog a brand declares to tell a trial account to use a real one (ROLE-05, GAME-04), as `login` is the login dialog. */
export const REAL_ACCOUNT_DIALOG = 'realAccount';

/** The registration dialog: where a trial account is sent to make a real one (ROLE-05), as `login` is the login dialog. */
export const REGISTER_DIALOG = 'register';

/**
 * The dialog the engine opens, with `forced` and the platform's reason, when a call says the session
 * must change its password first (PASSWORD_CHANGE_REQUIRED: AUTH-05, AUTH-06).
 */
export const PASSWORD_CHANGE_DIALOG = 'changePassword';
