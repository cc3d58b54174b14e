import { useEffect, useState } from 'react';
import styles from './progress-bar.module.css';

/** Spec 02 §9 "Progress bar: throttle 200 ms, duration 5000 ms". */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** Where the bar creeps to while the work lasts: it never claims to be done before it is. */
export const PROGRESS_CEILING = 90;
/** How long the full bar stays before it goes, so the end of the work is seen. */
const FINISH_MS = 200;

export interface ProgressBarProps {
  /** Work is under way (a route loading, a long request). */
  active: boolean;
  /** The accessible name, already translated. */
  label: string;
  throttleMs?: number;
  durationMs?: number;
}

type Phase = 'hidden' | 'running' | 'finishing';

/**
 * The top progress bar. It appears only when the work lasts longer than the throttle, so quick
 * navigations do not flash it; it then moves to 90 % over the duration (the CSS transition) and
 * fills up when the work ends.
 */
export function ProgressBar({
  active,
  label,
  throttleMs = PROGRESS_THROTTLE_MS,
  durationMs = PROGRESS_DURATION_MS,
}: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (active) {
      let frame = 0;
      const show = setTimeout(() => {
        setPhase('running');
        setValue(0);
        // The next frame starts the transition from 0 to the ceiling.
        frame = requestAnimationFrame(() => setValue(PROGRESS_CEILING));
      }, throttleMs);
      return () => {
        clearTimeout(show);
        // Work that ends before that frame must not pull a finishing bar back to the ceiling.
        cancelAnimationFrame(frame);
      };
    }
    setPhase((current) => (current === 'hidden' ? 'hidden' : 'finishing'));
    return undefined;
  }, [active, throttleMs]);

  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    setValue(100);
    const hide = setTimeout(() => {
      setPhase('hidden');
      setValue(0);
    }, FINISH_MS);
    return () => clearTimeout(hide);
  }, [phase]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div
        className={styles.bar}
        style={{
          width: `${value}%`,
          transitionDuration: phase === 'finishing' ? `${FINISH_MS}ms` : `${durationMs}ms`,
        }}
      />
    </div>
  );
}
