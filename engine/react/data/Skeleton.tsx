import type { CSSProperties } from 'react';
import './data.css';

export interface SkeletonProps {
  /** The final content's width (a CSS length or pixels); the full width by default. */
  width?: number | string;
  /** The final content's height (a CSS length or pixels): the box never jumps when data arrives. */
  height: number | string;
  /** Corner radius, e.g. '50%' for an avatar. */
  radius?: number | string;
}

/** A placeholder of the final size; decorative (the surrounding status says "Loading"). */
export function Skeleton({ width = '100%', height, radius }: SkeletonProps) {
  const style: CSSProperties = { width, height, ...(radius === undefined ? {} : { borderRadius: radius }) };
  return <span className="lv-skeleton" style={style} aria-hidden="true" />;
}
