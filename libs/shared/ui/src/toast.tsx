import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** One toast: a short message about something that just happened, away from where it happened. */
export interface ToastItem {
  /** Unique among the shown and waiting toasts; the key `onDismiss` receives. */
  id: string;
  tone?: ToastTone;
  /** Bold first line, e.g. "Bet placed". Translated by the app. */
  title?: string;
  message: ReactNode;
  /**
   * Milliseconds the toast stays before closing itself, counted only while it is shown and
   * neither hovered nor focused; `null` keeps it until the player closes it. Default: the
   * region's `duration` (10 s), and `null` for errors, which the player has to read and act on.
   */
  duration?: number | null;
  /** A button or link inside the toast, e.g. "Open the coupon". */
  action?: ReactNode;
}

/** Spec 02 §9 "Max notifications at once 3". */
export const TOAST_MAX_VISIBLE = 3;
/** Spec 02 §9 "Auto-notification close 10 s". */
export const TOAST_DURATION_MS = 10_000;

export interface ToastRegionProps {
  /** The toasts in order: the first `max` are shown, the rest wait for a free place. */
  toasts: readonly ToastItem[];
  /** The toast closed itself or the player closed it; the owner removes it from `toasts`. */
  onDismiss: (id: string) => void;
  max?: number;
  /** Default lifetime of a toast that names none, in milliseconds. */
  duration?: number;
  /** Name of the region landmark; default the `ui_toast_region` text ("Notifications"). */
  label?: string;
  /** Name of each close button; default the `ui_toast_close` text ("Close notification"). */
  closeLabel?: string;
  className?: string;
}

/**
 * The toast region (props only: the owner keeps the list; `ToastProvider` is one such owner).
 * One named `region` landmark, always in the page, whose list is a polite live region: it exists
 * before any toast comes in, so a new one is read out without taking focus from what the player
 * is doing. An error toast is also `role="alert"`, read at once. At most `max` are shown; the
 * rest wait. A toast closes itself after its duration, and the count stops while the pointer is
 * over the region or focus is inside it (WCAG 2.2.1: the player gets the time they need to read
 * it or reach its action), then goes on with the time that was left.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  max = TOAST_MAX_VISIBLE,
  duration = TOAST_DURATION_MS,
  label,
  closeLabel,
  className,
}: ToastRegionProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = toasts.slice(0, Math.max(0, max));

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section aria-label={label ?? t('ui_toast_region')} className={classNames(styles.region, className)}>
      <ol
        className={styles.list}
        aria-live="polite"
        aria-relevant="additions text"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={handleBlur}
      >
        {visible.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            duration={toast.duration !== undefined ? toast.duration : toast.tone === 'error' ? null : duration}
            paused={hovered || focused}
            closeLabel={closeLabel ?? t('ui_toast_close')}
            onDismiss={onDismiss}
          />
        ))}
      </ol>
    </section>
  );
}

interface ToastProps {
  toast: ToastItem;
  duration: number | null;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

function Toast({ toast, duration, paused, closeLabel, onDismiss }: ToastProps) {
  const { id, tone = 'info', title, message, action } = toast;
  useAutoDismiss(duration, paused, () => onDismiss(id));
  return (
    <li className={classNames(styles.toast, styles[tone])} data-tone={tone}>
      <div className={styles.text} role={tone === 'error' ? 'alert' : undefined}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message}>{message}</div>
      </div>
      {action == null ? null : <div className={styles.action}>{action}</div>}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Calls `expire` once `duration` ms of unpaused time have passed since the toast was shown. A
 * pause keeps what is left, so hovering a toast twice does not restart its full time.
 */
function useAutoDismiss(duration: number | null, paused: boolean, expire: () => void): void {
  const remaining = useRef(duration);
  const latestExpire = useRef(expire);
  useLayoutEffect(() => {
    latestExpire.current = expire;
  });
  useEffect(() => {
    const left = remaining.current;
    if (left === null || paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => latestExpire.current(), left);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - started));
    };
  }, [paused]);
}
