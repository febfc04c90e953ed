/**
 * The gateway's view of a platform call (SHELL-08, UNSPEC-20). It mirrors the contract in
 * `schemas/api/` structurally (that module is not imported here), so every call the contract
 * defines can be passed to `gateway.call` as is.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON Schema as the contract writes it (an object, or `true`/`false`). Not interpreted here. */
export type SchemaLike = boolean | object;

export interface CallDefinition {
  /** The spec id, e.g. 'CALL-04'. */
  readonly id: string;
  /** Stable call name. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path below the platform base URL, e.g. '/wps/session/login'. Sent as is. */
  readonly path: string;
  /** Attach the session token (`Authorization: Bearer …`). */
  readonly token: boolean;
  /** The payload travels only as an encrypted envelope (never the plain fields). */
  readonly encrypted: boolean;
  /** Platform module the call belongs to; sent as `X-Module-Id`. */
  readonly moduleId: string;
  /** Body is form-encoded (application/x-www-form-urlencoded). */
  readonly form?: boolean;
  /** Body is multipart/form-data: the input (a FormData) is passed through untouched. */
  readonly multipart?: boolean;
  readonly query?: SchemaLike;
  readonly body?: SchemaLike;
  /** Schema of `value` inside the success envelope. */
  readonly response: SchemaLike;
}

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  code: string;
  message: string;
  /** Extra fields some failures carry, e.g. `captcha` on a failed login (AUTH-08). */
  [extra: string]: unknown;
}

/** Every platform answer: `{ success: true, value }` or `{ success: false, code, message }`. */
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** What an encrypted call sends instead of its fields (all base64). */
export interface EncryptedPayload {
  /** The per-request AES-256-GCM key, wrapped with the platform's RSA-OAEP (SHA-256) public key. */
  key: string;
  /** The 12-byte AES-GCM initialisation vector. */
  iv: string;
  /** The JSON of the input, AES-GCM encrypted (ciphertext followed by the 16-byte tag). */
  data: string;
}
