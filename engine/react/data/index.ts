/** Platform data in widgets (DESIGN §3c): typed hooks and the components that draw every state. */
export { useCall, type CallResult, type UseCallOptions } from './useCall.ts';
export { useMutation, type Mutation, type MutationStatus } from './useMutation.ts';
export { CallState, type CallStateProps } from './CallState.tsx';
export { CallError, type CallErrorProps } from './CallError.tsx';
export { NoData } from './NoData.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
