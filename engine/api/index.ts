export * from './errors.ts';
export * from './crypto.ts';
export * from './gateway.ts';
export * from './csPath.ts';
