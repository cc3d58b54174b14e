import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './button.module.css';
import { classNames } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: one `primary` per view, `secondary` beside it, `ghost` on busy chrome. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work started by this button is under way: shows a spinner, sets `aria-busy` and ignores
   * activation. Unlike `disabled` the button keeps focus, so a keyboard or screen-reader user
   * is not thrown back to the top of the page while the request runs.
   */
  busy?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/**
 * The design system's only button. It renders a real `<button>` (never a link) and defaults
 * to `type="button"`, so a button inside a form submits only when asked to. React 19 passes
 * `ref` as an ordinary prop, which reaches the `<button>` element.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // Also stops a busy submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classNames(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      data-variant={variant}
      data-size={size}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
    </button>
  );
}
