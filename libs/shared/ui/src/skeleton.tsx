import type { CSSProperties } from 'react';
import { classNames } from './class-names';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /** `text`: lines of text (the last one shorter); `block`: a card, a picture; `circle`: an avatar, a logo. */
  shape?: SkeletonShape;
  /** Lines of a `text` skeleton. */
  lines?: number;
  /** CSS length, or pixels as a number: the width of a block, of the lines, the diameter of a circle. */
  width?: number | string;
  /** CSS length, or pixels as a number: the height of a block. */
  height?: number | string;
  className?: string;
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * The grey shape of content that is loading. Decorative (`aria-hidden`): it says nothing to a
 * screen reader, so the container it stands in says it instead, with `aria-busy="true"` while
 * loading and a `Spinner` or a status text where the wait matters. It pulses gently; under
 * reduced motion the motion tokens are 0 ms, so it stays still.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span
        aria-hidden="true"
        className={classNames(styles.lines, className)}
        style={{ width: length(width) }}
        data-shape="text"
      >
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={classNames(styles.skeleton, styles.line)} />
        ))}
      </span>
    );
  }
  const style: CSSProperties =
    shape === 'circle'
      ? { width: length(width ?? height), height: length(width ?? height) }
      : { width: length(width), height: length(height) };
  return (
    <span
      aria-hidden="true"
      className={classNames(styles.skeleton, styles[shape], className)}
      style={style}
      data-shape={shape}
    />
  );
}
