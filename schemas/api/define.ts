import type { JSONSchema } from 'json-schema-to-ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One platform call (CALL-01..CALL-61): how it is reached and what it carries. */
export interface CallDefinition {
  /** The spec id, e.g. 'CALL-04'. */
  readonly id: `CALL-${string}`;
  /** Stable call name, the key in `calls`. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** The gateway adds the session token (UNSPEC-20). */
  readonly token: boolean;
  /** The body travels as an encrypted payload (UNSPEC-20). */
  readonly encrypted: boolean;
  /** Platform module the call belongs to (UNSPEC-20). */
  readonly moduleId: string;
  readonly query?: JSONSchema;
  readonly body?: JSONSchema;
  /** Schema of `value` inside the success envelope. */
  readonly response: JSONSchema;
  /** Body is form-encoded (application/x-www-form-urlencoded). */
  readonly form?: true;
  /** Body is multipart/form-data (files). */
  readonly multipart?: true;
  /** How the player's data client treats the call (DESIGN §3c): written here, never by each page. */
  readonly policy?: CallPolicy;
}

/**
 * A call's policy, declared once with the call (TanStack Query's query and mutation defaults are
 * the model): pages only say what they ask.
 */
export interface CallPolicy {
  /** The calls a success makes stale (call names; the contract test holds each to an existing call). */
  readonly invalidates?: readonly string[];
  /** The spec keeps the answer for the whole session: asked once, forgotten at login or logout. */
  readonly sessionCached?: true;
  /** Asked again when the player comes back to the window (a round played in a game window). */
  readonly refreshOnFocus?: true;
}

/** The request property that makes a send idempotent (see idempotencyKeySchema in calls/cashier.ts). */
export const IDEMPOTENCY_KEY = 'idempotencyKey';

/**
 * The policy the player reads: the declared one, plus `idempotent` when the request carries an
 * idempotency key (one key per attempt, the same key on a retry after a timeout).
 */
export interface RoutePolicy extends CallPolicy {
  readonly idempotent?: true;
}

export const defineCall = <const C extends CallDefinition>(call: C): C => call;

/**
 * What the player's gateway needs of a call to send it: everything but the schemas and the
 * contract's CALL-nn id (the player names a call by its name).
 */
export type CallRoute = Pick<
  CallDefinition,
  'name' | 'method' | 'path' | 'token' | 'encrypted' | 'moduleId' | 'form' | 'multipart'
> & {
  readonly policy?: RoutePolicy;
};

export const CALL_ROUTE_KEYS = [
  'name',
  'method',
  'path',
  'token',
  'encrypted',
  'moduleId',
  'form',
  'multipart',
] as const satisfies readonly (keyof CallRoute)[];

/** The request carries an idempotency key (in its body or its query). */
export function hasIdempotencyKey(definition: CallDefinition): boolean {
  return [definition.body, definition.query].some(
    (schema) =>
      typeof schema === 'object' &&
      schema !== null &&
      'properties' in schema &&
      typeof schema.properties === 'object' &&
      schema.properties !== null &&
      IDEMPOTENCY_KEY in schema.properties,
  );
}

/** The policy of a call as the player reads it: declared, with `idempotent` derived from the request. */
export function policyOf(definition: CallDefinition): RoutePolicy | undefined {
  const policy: RoutePolicy = { ...(hasIdempotencyKey(definition) ? { idempotent: true } : {}), ...definition.policy };
  return Object.keys(policy).length > 0 ? policy : undefined;
}

/** A call's route: its definition without the request and response schemas, with its policy. */
export function routeOf(definition: CallDefinition): CallRoute {
  const route: Record<string, unknown> = {};
  for (const key of CALL_ROUTE_KEYS) if (definition[key] !== undefined) route[key] = definition[key];
  const policy = policyOf(definition);
  if (policy) route.policy = policy;
  return route as unknown as CallRoute;
}

/** Relay calls given only by name live at /wps/relay/<name> (UNSPEC-41). */
export const relay = <const N extends string>(name: N) => `/wps/relay/${name}` as const;
