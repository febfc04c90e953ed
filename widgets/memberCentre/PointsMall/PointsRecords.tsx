import { useMemo } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { useCall, type CallResult } from '../../../engine/react/data/useCall.ts';
import { timeColumn } from '../../records/columns.ts';
import { RecordTable, type Column, type RecordPage } from '../../records/RecordTable.tsx';
import { RECORD_PAGE_SIZE } from '../../records/useRecordQuery.ts';
import { useWhen } from '../../records/useWhen.ts';
import { usePoints } from './usePoints.ts';

type Paged<Row> = { list: Row[]; pageNo?: number; totalPages: number };
type Redemption = ResponseOf<'getRedeemPointList'>['list'][number];
type PointMove = ResponseOf<'memTransDet'>['list'][number];

/** The record kit's page from a points page (these lists have no totals and no reporting period). */
function useRecordPage<Row>(result: CallResult<Paged<Row>>): CallResult<RecordPage<Row, Record<string, never>>> {
  return useMemo(() => {
    if (!result.data) return result as unknown as CallResult<RecordPage<Row, Record<string, never>>>;
    const data = result.data;
    const page: RecordPage<Row, Record<string, never>> = {
      list: data.list,
      pageNo: data.pageNo ?? 1,
      totalPages: data.totalPages,
      totalRows: data.list.length,
      totals: {},
      period: { startDate: '', endDate: '', timeZone: '' },
    };
    return { ...result, data: page } as CallResult<RecordPage<Row, Record<string, never>>>;
  }, [result]);
}

/** A text key's words, or the raw value when the platform sends one the texts do not know. */
const known = (t: (key: string) => string, key: string, raw: string) => {
  const text = t(key);
  return text === key ? raw : text;
};

/** Redeem history (POINTS-02, POINTS-04): what was redeemed, for how many points, and its status. */
export function RedeemHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useT();
  const when = useWhen();
  const pointsText = usePoints();
  const raw = useCall('getRedeemPointList', { pageNo: page, pageSize: RECORD_PAGE_SIZE }, { keepPrevious: true });
  const result = useRecordPage<Redemption>(raw as unknown as CallResult<Paged<Redemption>>);
  const columns: Column<Redemption, Record<string, never>>[] = [
    timeColumn(t('points.columns.time'), when),
    { key: 'reward', label: t('points.columns.reward'), cell: (row) => row.rewardName },
    { key: 'quantity', label: t('points.columns.quantity'), numeric: true, cell: (row) => row.quantity ?? 1 },
    { key: 'points', label: t('points.columns.points'), numeric: true, cell: (row) => pointsText(row.points) },
    {
      key: 'status',
      label: t('points.columns.status'),
      cell: (row) => (
        <span className={`lv-points__status lv-points__status--${row.status.toLowerCase()}`}>
          {known(t, `points.status.${row.status}`, row.status)}
        </span>
      ),
    },
  ];
  return (
    <RecordTable
      result={result}
      columns={columns}
      caption={t('points.tabs.history')}
      rowKey={(row) => row.id}
      onPage={onPage}
    />
  );
}

/** Points details (POINTS-02): every point earned, redeemed, refunded or converted. */
export function PointsDetails({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useT();
  const when = useWhen();
  const pointsText = usePoints();
  const raw = useCall('memTransDet', { pageNo: page, pageSize: RECORD_PAGE_SIZE }, { keepPrevious: true });
  const result = useRecordPage<PointMove>(raw as unknown as CallResult<Paged<PointMove>>);
  const columns: Column<PointMove, Record<string, never>>[] = [
    timeColumn(t('points.columns.time'), when),
    { key: 'type', label: t('points.columns.type'), cell: (row) => known(t, `points.type.${row.type}`, row.type) },
    {
      key: 'points',
      label: t('points.columns.points'),
      numeric: true,
      cell: (row) => (row.points > 0 ? `+${pointsText(row.points)}` : pointsText(row.points)),
    },
    { key: 'remark', label: t('points.columns.remark'), cell: (row) => row.remark ?? '' },
  ];
  return (
    <RecordTable
      result={result}
      columns={columns}
      caption={t('points.tabs.details')}
      rowKey={(row) => row.id}
      onPage={onPage}
    />
  );
}
