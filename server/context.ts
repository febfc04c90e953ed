import type { CallName, PasswordChangeReason, RequestOf, ResponseOf } from '../schemas/api/index.ts';
import type { Db } from './db.ts';
import type { PlatformBrand } from './brands.ts';
import type { Outbox } from './services/outbox.ts';
import type { ContentLanguage } from './content/languages.ts';

/** A signed-in account as the calls see it (members row, ENT-08). */
export interface Member {
  id: number;
  brand: string;
  account: string;
  /** 0 member, 1/2/41/42 agent, 4 trial (ROLE-02). */
  type: number;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  language: string | null;
  parentId: number | null;
}

/** Everything a call handler may use: no handler touches Fastify, the request or process.env. */
export interface CallContext {
  db: Db;
  /** The brand the request is for (merchant code header, else host, else default). */
  brand: PlatformBrand;
  /** Every brand this platform serves, by id. */
  brands: ReadonlyMap<string, PlatformBrand>;
  /** The visitor's address, as the platform sees it. */
  ip: string;
  /** Origin the browser used ("http://aurora.localhost:8080"), for absolute URLs (game launch, icons). */
  origin: string;
  /** The platform's RSA public key (SPKI, base64) that encrypted calls are made with. */
  publicKey: string;
  /** The session token sent with the call, if any. */
  token: string | null;
  /** The member behind the token, or null (an expired or unknown token counts as none). */
  member: Member | null;
  /** The password change the token's session must make before anything else (AUTH-05, AUTH-06), or null. */
  passwordChange: PasswordChangeReason | null;
  /**
   * The language the player reads the platform in (server/texts): the request's X-Language header,
   * else the member's chosen language, else the brand's default; one of the four complete ones.
   */
  language: ContentLanguage;
  /** The signed-in member; throws NOT_LOGGED_IN (ERR-15) when there is none. */
  requireMember(): Member;
  /** SMS and e-mail the platform sends, through the configured provider. */
  outbox: Outbox;
  /** Whether a payment provider's page takes e-wallet and card deposits here (the development one comes with the developer routes). */
  pagePayments: boolean;
  /** Milliseconds since the epoch; tests move the clock. */
  now(): number;
}

/** One call's implementation: the validated (and decrypted) input in, the envelope's value out. */
export type CallHandler<N extends CallName> = (
  input: RequestOf<N>,
  ctx: CallContext,
) => ResponseOf<N> | Promise<ResponseOf<N>>;

/** Handlers for some calls; each file in server/calls/ exports one such map. */
export type CallHandlers<N extends CallName = CallName> = { [K in N]: CallHandler<K> };
