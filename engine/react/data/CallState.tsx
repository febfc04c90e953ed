import type { ReactNode } from 'react';
import { useT } from '../context.tsx';
import { CallError } from './CallError.tsx';
import { NoData } from './NoData.tsx';
import { Skeleton, type SkeletonProps } from './Skeleton.tsx';
import type { CallResult } from './useCall.ts';
import './data.css';

export interface CallStateProps<T> {
  /** What `useCall` returned. */
  result: CallResult<T>;
  /** The final content's size (drawn while loading, and kept as the least height of every state), or a skeleton of your own. */
  skeleton: SkeletonProps | ReactNode;
  /** Whether an answer counts as empty; by default an empty array, null or undefined. */
  isEmpty?: (data: T) => boolean;
  /** Drawn for an empty answer; the spec's 'no data' by default. */
  empty?: ReactNode;
  /** Draws the answer. */
  children: (data: T) => ReactNode;
}

const emptyByDefault = (data: unknown) =>
  data === null || data === undefined || (Array.isArray(data) && data.length === 0);

const isSize = (value: unknown): value is SkeletonProps =>
  typeof value === 'object' && value !== null && !('$$typeof' in value) && 'height' in value;

/**
 * Every state of a call drawn in place (DESIGN §3c): loading as a skeleton of the final size
 * (announced as "Loading"), an error as the catalogue's message with Retry, an empty answer as
 * 'no data', and the answer itself. A call that is not enabled draws nothing.
 */
export function CallState<T>({ result, skeleton, isEmpty = emptyByDefault, empty, children }: CallStateProps<T>) {
  const { t } = useT();
  const size = isSize(skeleton) ? skeleton : null;
  const minHeight = size?.height;
  if (result.status === 'idle') return null;
  let content: ReactNode;
  if (result.status === 'error') content = <CallError error={result.error} retry={() => void result.refetch()} />;
  else if (result.status === 'success') content = isEmpty(result.data) ? (empty ?? <NoData />) : children(result.data);
  else {
    return (
      <div className="lv-data" role="status" aria-busy="true" style={{ minHeight }}>
        <span className="lv-data__hidden">{t('engine.loading')}</span>
        {size ? <Skeleton {...size} /> : (skeleton as ReactNode)}
      </div>
    );
  }
  return (
    <div className="lv-data" style={{ minHeight }}>
      {content}
    </div>
  );
}
