import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { decryptPayload, isEncryptedPayload } from '../engine/api/crypto.ts';
import type { CallDefinition } from '../schemas/api/index.ts';
import { PlatformError } from './errors.ts';
import type { ServerKeys } from './keys.ts';
import { exactBodyCompiler, refusalExtra } from './inputValidation.ts';
import { readMultipart } from './multipart.ts';
import { text } from './texts/index.ts';

/** The media type of a body, without its parameters (`application/json; charset=utf-8` → `application/json`). */
const mediaTypeOf = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0]!.trim().toLowerCase();

/**
 * A call takes its body only in the encoding the contract gives it: JSON (encrypted bodies are JSON
 * too), form-encoded where the call says `form`, multipart where it says `multipart`. A form post
 * to a JSON call would otherwise be read as text fields that pass the call's schema (issue 24: a
 * form-encoded wallet transfer moved money).
 */
export function assertBodyEncoding(request: FastifyRequest, expected: string, what: string): void {
  const actual = mediaTypeOf(request);
  // A request without a body (no Content-Type) is left to the schema, which says what is missing.
  if (actual === undefined || actual === expected) return;
  throw new PlatformError('BAD_REQUEST', `${what} takes a ${expected} body, not ${actual}.`);
}

/** A call's body in the encoding its definition gives (a GET or DELETE has none to check). */
export function assertCallEncoding(definition: CallDefinition, request: FastifyRequest): void {
  if (definition.method === 'GET' || definition.method === 'DELETE') return;
  const expected = definition.multipart
    ? 'multipart/form-data'
    : definition.form
      ? 'application/x-www-form-urlencoded'
      : 'application/json';
  assertBodyEncoding(request, expected, definition.name);
}

/**
 * Reads a call's input from its request: the query of a GET / DELETE, the body as the router
 * validated it, or, for encrypted and multipart calls, the decrypted / parsed body checked here
 * against the call's plain-body schema (the router could not see it).
 */
export function callInputReader(
  keys: ServerKeys,
): (definition: CallDefinition, request: FastifyRequest) => Promise<unknown> {
  const compile = exactBodyCompiler();
  const plainBodyValidators = new Map<string, ValidateFunction>();

  function validated(definition: CallDefinition, body: unknown): unknown {
    let validate = plainBodyValidators.get(definition.name);
    if (!validate) {
      validate = compile(definition.body as object);
      plainBodyValidators.set(definition.name, validate);
    }
    if (!validate(body)) {
      const first = validate.errors?.[0];
      throw new PlatformError(
        'VALIDATION_FAILED',
        text('error.invalidRequest', {
          part: 'body',
          detail: `${first?.instancePath.replace(/^\//, '') ?? ''} ${first?.message ?? ''}`.replace(/\s+/g, ' ').trim(),
        }),
        refusalExtra(first),
      );
    }
    return body;
  }

  return async (definition, request) => {
    if (definition.method === 'GET' || definition.method === 'DELETE')
      return definition.query ? request.query : undefined;
    if (definition.multipart) return validated(definition, await readMultipart(request, definition));
    if (!definition.encrypted) return definition.body ? request.body : undefined;
    // An encrypted call never accepts its fields in plain text (UNSPEC-20).
    if (!isEncryptedPayload(request.body)) {
      throw new PlatformError('PLAIN_TEXT_REJECTED', text('error.encryptedOnly'));
    }
    let plain: unknown;
    try {
      plain = await decryptPayload(keys.privateKey, request.body);
    } catch {
      throw new PlatformError('BAD_REQUEST', text('error.decryptFailed'));
    }
    return validated(definition, plain);
  };
}
