import { classNames } from './class-names';
import styles from './age-badge.module.css';

export interface AgeBadgeProps {
  /** Minimum age of the site's players; the badge shows it as "18+". */
  age?: number;
  /**
   * What a screen reader says instead of "18+" (translated by the app). The default is an
   * English fallback only.
   */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The minimum-age icon of the footer (spec §2). It is one image to assistive technology: the
 * visible "18+" alone reads as "eighteen plus", so the accessible name comes from `label`.
 */
export function AgeBadge({ age = 18, label, size = 'md', className }: AgeBadgeProps) {
  return (
    <span
      role="img"
      aria-label={label ?? `Only for persons aged ${age} and over`}
      className={classNames(styles.badge, size !== 'md' && styles[size], className)}
    >
      {age}+
    </span>
  );
}
