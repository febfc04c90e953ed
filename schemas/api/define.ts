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
}

export const defineCall = <const C extends CallDefinition>(call: C): C => call;

/** What the player's gateway needs of a call to send it: everything but the schemas. */
export type CallRoute = Pick<CallDefinition, 'id' | 'name' | 'method' | 'path' | 'token' | 'encrypted' | 'moduleId' | 'form' | 'multipart'>;

export const CALL_ROUTE_KEYS = ['id', 'name', 'method', 'path', 'token', 'encrypted', 'moduleId', 'form', 'multipart'] as const satisfies readonly (keyof CallRoute)[];

/** A call's route: its definition without the request and response schemas. */
export function routeOf(definition: CallDefinition): CallRoute {
  const route: Record<string, unknown> = {};
  for (const key of CALL_ROUTE_KEYS) if (definition[key] !== undefined) route[key] = definition[key];
  return route as unknown as CallRoute;
}

/** Relay calls given only by name live at /wps/relay/<name> (UNSPEC-41). */
export const relay = <const N extends string>(name: N) => `/wps/relay/${name}` as const;
