import { useState } from 'react';
import type { GatewayError } from '../../engine/api/errors.ts';
import { useT } from '../../engine/react/context.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import { IDEMPOTENCY_KEY } from '../../schemas/api/define.ts';
import type { CallName } from '../../schemas/api/index.ts';
import {
  breachesOf,
  RULES,
  type FieldLimits,
  type RequestField,
  type RequestRules,
  type Rule,
  type RuleBreach,
} from '../../schemas/api/requestRules.ts';
import texts from './ruleTexts.json';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * How a form names one request field to the player: its label, and the form's own words for some
 * rules (text keys; they are given `field`, `limit` and the field's bounds from the schema, e.g.
 * "Account numbers are {{minLength}} to {{maxLength}} digits."). Other rules are said by the kit.
 */
export interface FieldWords {
  label: string;
  rules?: Partial<Record<Rule, string>>;
}

export type RequestWords<N extends CallName> = Partial<Record<RequestField<N>, FieldWords>>;

/**
 * The first rule each field of a request breaks, as the call's precompiled validator finds it
 * (schemas/generated/requestValidators.js). The idempotency key is the mutation hook's to add, so it
 * is never the form's to fill in.
 */
export function requestBreaches<N extends CallName>(
  rules: RequestRules<N>,
  request: unknown,
): Partial<Record<RequestField<N>, RuleBreach>> {
  if (rules.validate(request)) return {};
  const found: Partial<Record<string, RuleBreach>> = {};
  for (const breach of breachesOf(rules.validate.errors)) {
    if (breach.field && breach.field !== IDEMPOTENCY_KEY) found[breach.field] = breach;
  }
  return found as Partial<Record<RequestField<N>, RuleBreach>>;
}

const isRule = (value: unknown): value is Rule =>
  typeof value === 'string' && (RULES as readonly string[]).includes(value);

/**
 * The platform's refusal of a send by the request's rules (VALIDATION_FAILED naming a field), read
 * as the form's own check reads it; null for every other failure.
 */
export function refusalBreach(error: GatewayError | null | undefined): RuleBreach | null {
  if (!error || error.kind !== 'rejected' || error.code !== 'VALIDATION_FAILED') return null;
  const { field, rule, limit, character } = error.details;
  if (typeof field !== 'string' || !field || !isRule(rule)) return null;
  return {
    field,
    rule,
    ...(typeof limit === 'number' ? { limit } : {}),
    ...(typeof character === 'string' ? { character } : {}),
  };
}

/** A breach in the player's language: the field's own words for the rule when it has some, else the kit's with its label. */
export function breachText(
  breach: RuleBreach,
  words: FieldWords | undefined,
  limits: FieldLimits | undefined,
  t: Translate,
): string {
  const values = {
    ...limits,
    field: words?.label ?? breach.field,
    ...(breach.limit !== undefined ? { limit: breach.limit } : {}),
    ...(breach.character !== undefined ? { character: breach.character } : {}),
  };
  return t(words?.rules?.[breach.rule] ?? `rules.${breach.rule}`, values);
}

export interface RequestCheck<N extends CallName, Extra extends string = never> {
  /**
   * What to say under each field: the last check's messages, and the platform's refusal of the last
   * send (in the same words) where the check found nothing.
   */
  messages: Partial<Record<RequestField<N> | Extra, string>>;
  /**
   * Checks the request the form is about to send against the call's rules; `also` adds the form's
   * own checks beyond the contract (a confirmation, a balance), which say a field's problem where they
   * find one. True when nothing is wrong.
   */
  check: (request: unknown, also?: Partial<Record<RequestField<N> | Extra, string | undefined>>) => boolean;
  /**
   * The platform refused the last send by the request's rules, naming a field the form shows: it is
   * said under that field (for FormFeedback's `inPlace`, which then says nothing more).
   */
  refusedInPlace: boolean;
  /** Forgets the messages (a form closed or emptied). */
  clear: () => void;
}

/**
 * A form's checks of its call's request (DESIGN §3d): the contract's rules precompiled
 * (`import { payoutAccountAdd } from 'schemas/generated/requestValidators.js'`), said in the
 * player's language with each field's label, and the platform's refusal of the same rules said in
 * the same words, under the same field.
 */
export function useRequestCheck<N extends CallName, Extra extends string = never>(
  rules: RequestRules<N>,
  call: { error: GatewayError | null },
  words: RequestWords<N>,
): RequestCheck<N, Extra> {
  useTexts(texts);
  const { t } = useT();
  const [local, setLocal] = useState<Partial<Record<string, string>>>({});
  const fieldWords = words as Partial<Record<string, FieldWords>>;
  const limits = rules.limits as Partial<Record<string, FieldLimits>>;
  const textOf = (breach: RuleBreach) => breachText(breach, fieldWords[breach.field], limits[breach.field], t);

  // The platform's refusal of a field the form shows is said under it, in the form's words.
  const breach = refusalBreach(call.error);
  const refusal = breach && fieldWords[breach.field] ? breach : null;
  const messages = { ...(refusal ? { [refusal.field]: textOf(refusal) } : {}), ...local };

  const check = (request: unknown, also: Partial<Record<string, string | undefined>> = {}) => {
    const found: Partial<Record<string, string>> = {};
    const breaches = requestBreaches(rules, request) as Partial<Record<string, RuleBreach>>;
    for (const [field, breach] of Object.entries(breaches)) if (breach) found[field] = textOf(breach);
    // The form's own check of a field says it more precisely where it has one (an amount's limits).
    for (const [field, text] of Object.entries(also)) if (text) found[field] = text;
    setLocal(found);
    return Object.keys(found).length === 0;
  };

  return {
    messages: messages as RequestCheck<N, Extra>['messages'],
    check,
    refusedInPlace: refusal !== null,
    clear: () => setLocal({}),
  };
}
