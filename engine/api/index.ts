export * from './errors.ts';
export * from './crypto.ts';
export * from './gateway.ts';
export { ERROR_TEXTS, type ErrorTexts } from './errorTexts.ts';
export * from './csPath.ts';
