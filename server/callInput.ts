import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { decryptPayload, isEncryptedPayload } from '../engine/api/crypto.ts';
import type { CallDefinition } from '../schemas/api/index.ts';
import { PlatformError } from './errors.ts';
import type { ServerKeys } from './keys.ts';
import { exactBodyCompiler } from './inputValidation.ts';
import { readMultipart } from './multipart.ts';

/**
 * Reads a call's input from its request: the query of a GET / DELETE, the body as the router
 * validated it, or, for encrypted and multipart calls, the decrypted / parsed body checked here
 * against the call's plain-body schema (the router could not see it).
 */
export function callInputReader(keys: ServerKeys): (definition: CallDefinition, request: FastifyRequest) => Promise<unknown> {
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
      throw new PlatformError('VALIDATION_FAILED', `Invalid body: ${first?.instancePath.replace(/^\//, '') ?? ''} ${first?.message ?? ''}`.replace(/\s+/g, ' ').trim());
    }
    return body;
  }

  return async (definition, request) => {
    if (definition.method === 'GET' || definition.method === 'DELETE') return definition.query ? request.query : undefined;
    if (definition.multipart) return validated(definition, await readMultipart(request, definition));
    if (!definition.encrypted) return definition.body ? request.body : undefined;
    // An encrypted call never accepts its fields in plain text (UNSPEC-20).
    if (!isEncryptedPayload(request.body)) {
      throw new PlatformError('PLAIN_TEXT_REJECTED', 'This call must be encrypted: send { key, iv, data } made with the platform public key.');
    }
    let plain: unknown;
    try {
      plain = await decryptPayload(keys.privateKey, request.body);
    } catch {
      throw new PlatformError('BAD_REQUEST', 'The encrypted payload could not be decrypted.');
    }
    return validated(definition, plain);
  };
}
