/** How brand JSON names words from the locale files (`menu.promotions`), as against plain text. */
export const TEXT_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
