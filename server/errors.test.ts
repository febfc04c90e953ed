// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PlatformError } from './errors';

describe('PlatformError', () => {
  it('takes its status from ERROR_CODES', () => {
    expect(new PlatformError('NOT_LOGGED_IN', 'Please log in').status).toBe(401);
    expect(new PlatformError('MAINTENANCE', 'Down').status).toBe(503);
    expect(new PlatformError('TIMEOUT', 'x').status).toBe(500);
  });
});
