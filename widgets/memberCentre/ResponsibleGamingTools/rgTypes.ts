import type { ResponseOf } from '../../../schemas/api/index.ts';

export type RgState = ResponseOf<'responsibleGaming'>;
export type Limit = RgState['limits'][number];
export type LimitKind = Limit['kind'];
export type LimitPeriod = Limit['period'];
