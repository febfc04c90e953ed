/**
 * Type-level tests, checked by `npm run typecheck` (tsconfig includes engine/): the data hooks and
 * the gateway take their request and response types from the contract in schemas/api. A line
 * marked @ts-expect-error that stops being an error fails the typecheck too. Never run.
 */
import { expectTypeOf } from 'vitest';
import type { RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import type { GatewayError } from '../../api/errors.ts';
import type { Gateway } from '../../api/gateway.ts';
import { useCall } from './useCall.ts';
import { useMutation } from './useMutation.ts';

export function useContractTypes(gateway: Gateway) {
  const games = useCall('gameList', { pageNo: 1, pageSize: 18, gameType: 'SLOT' });
  if (games.status === 'success') expectTypeOf(games.data).toEqualTypeOf<ResponseOf<'gameList'>>();
  if (games.status === 'error') expectTypeOf(games.error).toEqualTypeOf<GatewayError>();
  if (games.status === 'loading') expectTypeOf(games.data).toEqualTypeOf<undefined>();

  // @ts-expect-error a param the contract does not have
  useCall('gameList', { pageNo: 1, pageSize: 18, gameTyp: 'SLOT' });
  // @ts-expect-error a param of the wrong type
  useCall('gameList', { pageNo: '1', pageSize: 18 });
  // @ts-expect-error a required param left out
  useCall('gameList', { pageSize: 18 });
  // @ts-expect-error a call the contract does not define
  useCall('gameLists');
  // A call whose params are all optional may leave them out.
  const hot = useCall('hotGames');
  if (hot.status === 'success') expectTypeOf(hot.data).toEqualTypeOf<ResponseOf<'hotGames'>>();
  useCall('memberInfo', undefined, { enabled: false });

  const add = useMutation('addFavoriteGame');
  expectTypeOf(add.mutate).parameter(0).toEqualTypeOf<RequestOf<'addFavoriteGame'>>();
  expectTypeOf(add.mutate({ nodeId: '10021' })).toEqualTypeOf<Promise<ResponseOf<'addFavoriteGame'> | undefined>>();
  // A call whose request carries an idempotency key: the hook adds the key, the page sends the rest.
  const withdraw = useMutation('withdrawCreate');
  void withdraw.mutate({ accountId: 'PA7', amount: '200.00', paymentPassword: '246810' });
  // @ts-expect-error a field the withdrawal does not have
  void withdraw.mutate({ accountId: 'PA7', amount: '200.00', paymentPassword: '246810', bank: 'x' });
  // @ts-expect-error the withdrawal requires its amount
  void withdraw.mutate({ accountId: 'PA7', paymentPassword: '246810' });

  expectTypeOf(gateway.call('memberInfo')).toEqualTypeOf<Promise<ResponseOf<'memberInfo'>>>();
  expectTypeOf(gateway.call('gameList', { pageNo: 1, pageSize: 18 })).toEqualTypeOf<Promise<ResponseOf<'gameList'>>>();
  // @ts-expect-error the login call requires its fields
  void gateway.call('login');
  // @ts-expect-error a field the login call does not have
  void gateway.call('login', { username: 'a', password: 'b', type: 'username', remember: true });
}
