import type { MouseEvent, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** `id` of the element that holds the page content, usually `<main>`. */
  targetId: string;
  /** Link text (translated by the app). */
  children?: ReactNode;
  className?: string;
}

/**
 * The first focusable element of the page: lets a keyboard user jump past the header.
 *
 * It moves focus itself instead of relying on the `#id` navigation: the hash is left alone
 * (the router treats a hash change as navigation and closes modals), and focus lands on the
 * target even when the target is not focusable, so the next Tab continues from the content.
 * Without JavaScript the plain `href` still works.
 */
export function SkipLink({ targetId, children = 'Skip to content', className }: SkipLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) {
      // -1: focusable by script, not added to the Tab order.
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  }

  return (
    <a href={`#${targetId}`} className={classNames(styles.skipLink, className)} onClick={handleClick}>
      {children}
    </a>
  );
}
