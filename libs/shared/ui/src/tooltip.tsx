import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, ReactElement, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /**
   * A short hint about the trigger, e.g. "Odds went up". Text only: a tooltip takes no focus, so
   * a link or button in it could not be reached. Never the only place of something the player
   * needs: it is the trigger's accessible description, a help, not the information itself.
   */
  content: ReactNode;
  /** The trigger: one focusable element (a button, a link) that takes `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Milliseconds the pointer rests on the trigger before the tooltip shows; focus shows it at once. */
  delay?: number;
  className?: string;
}

/**
 * A hint shown while its trigger is hovered or focused. WCAG 1.4.13 (content on hover or focus):
 * it is hoverable (the pointer may move onto it, across the gap, without it going), dismissible
 * (Escape hides it without moving focus or the pointer) and persistent (it stays until the
 * pointer and focus leave, or Escape). Its text is the trigger's accessible description through
 * `aria-describedby`, so a screen reader hears it whether or not it is shown.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, className }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => () => clearTimeout(showTimer.current), []);

  // Escape is heard on the document, in the capture phase: the pointer may rest on the trigger
  // while focus is elsewhere, and a dialog around the trigger must not close on the same key.
  useEffect(() => {
    if (!open) return undefined;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
    document.addEventListener('keydown', handleKeyDown, true);
    return () => document.removeEventListener('keydown', handleKeyDown, true);
  }, [open]);

  function handlePointerEnter() {
    clearTimeout(showTimer.current);
    showTimer.current = setTimeout(() => setHovered(true), delay);
  }

  function handlePointerLeave() {
    clearTimeout(showTimer.current);
    setHovered(false);
    if (!focused) setDismissed(false);
  }

  function handleFocus() {
    setFocused(true);
  }

  function handleBlur(event: FocusEvent<HTMLSpanElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    if (!hovered) setDismissed(false);
  }

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span
      className={classNames(styles.anchor, className)}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span role="tooltip" id={id} className={classNames(styles.tooltip, styles[placement])} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
