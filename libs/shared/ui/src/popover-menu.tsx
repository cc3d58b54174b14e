import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button } from './button';
import type { ButtonSize, ButtonVariant } from './button';
import { classNames } from './class-names';
import styles from './popover-menu.module.css';
import { useOutsidePointer } from './use-outside-pointer';

/** One entry of the menu: a link (`href`) or an action (`onSelect`). */
export interface PopoverMenuItem {
  id: string;
  /** Text of the item, also what typeahead matches. Translated by the app. */
  label: string;
  /** An address: the item is a link, so it can be opened in a new tab or copied. */
  href?: string;
  /** An action: called when the item is chosen; the menu closes and focus returns to the button. */
  onSelect?: () => void;
  /** Shown and reachable with the arrows (the player sees it exists), but not chosen. */
  disabled?: boolean;
  /** Language of the label when it differs from the page's (a BCP 47 tag). */
  lang?: string;
}

/** What a link item's element gets, so the app can render it with its router's link. */
export interface PopoverMenuLinkProps {
  href: string;
  role: 'menuitem';
  tabIndex: -1;
  className: string;
  lang?: string | undefined;
  'aria-disabled'?: true | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

export interface PopoverMenuProps {
  /** Content of the button; its text is the button's and the menu's accessible name. */
  label: ReactNode;
  items: readonly PopoverMenuItem[];
  /** Which edge of the button the menu lines up with: `end` for a button at the right of a bar. */
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders a link item, e.g. with the router's `<Link to>`; a plain `<a href>` by default. */
  renderLink?: (item: PopoverMenuItem, props: PopoverMenuLinkProps) => ReactNode;
  className?: string;
}

/** Typeahead: keys typed within this time make one search string (WAI-ARIA APG menu). */
const TYPEAHEAD_RESET_MS = 500;

/**
 * The WAI-ARIA menu button: a button (`aria-haspopup="menu"`, `aria-expanded`) that opens a
 * `role="menu"` of `menuitem`s. Enter, Space and Down Arrow open it on the first item, Up Arrow
 * on the last; in it the arrows (wrapping), Home and End move, a typed letter jumps to the next
 * item starting with it; Escape closes it and gives focus back to the button, Tab closes it and
 * goes on from the button; a press outside closes it. Items are links (an address of their own:
 * Enter follows it, it can be opened in a new tab) or actions. Roving focus: only the focused
 * item is reachable, the menu is one Tab stop.
 */
export function PopoverMenu({
  label,
  items,
  align = 'start',
  variant = 'secondary',
  size = 'md',
  renderLink,
  className,
}: PopoverMenuProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // Which item takes focus once the menu is in the page.
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const typeahead = useRef({ text: '', at: 0 });

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const closeOnOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(rootRef, open, closeOnOutside);

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useLayoutEffect(() => {
    if (!open) return;
    const all = menuItems();
    (initialFocus === 'last' ? all[all.length - 1] : all[0])?.focus();
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open) typeahead.current = { text: '', at: 0 };
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    setInitialFocus(focus);
    setOpen(true);
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function handleButtonClick() {
    if (open) close(false);
    else openMenu('first');
  }

  function moveFocus(target: HTMLElement | undefined) {
    target?.focus();
  }

  function jumpTo(key: string, all: HTMLElement[], current: number) {
    const now = Date.now();
    const previous = now - typeahead.current.at < TYPEAHEAD_RESET_MS ? typeahead.current.text : '';
    const text = previous + key.toLocaleLowerCase();
    typeahead.current = { text, at: now };
    // The same letter again cycles through the items starting with it.
    const repeated = [...text].every((char) => char === text[0]);
    const search = repeated ? (text[0] ?? '') : text;
    const start = repeated || text.length === 1 ? current + 1 : current;
    const ordered = [...all.slice(start), ...all.slice(0, start)];
    moveFocus(ordered.find((element) => element.textContent?.trim().toLocaleLowerCase().startsWith(search)));
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const last = all.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveFocus(all[current >= last ? 0 : current + 1]);
        return;
      case 'ArrowUp':
        event.preventDefault();
        moveFocus(all[current <= 0 ? last : current - 1]);
        return;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        moveFocus(all[0]);
        return;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        moveFocus(all[last]);
        return;
      case 'Escape':
        event.preventDefault();
        // A dialog around the menu stays open: this Escape was the menu's.
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        // Focus goes back to the button and the browser's Tab moves on from there.
        close(true);
        return;
      case ' ':
        // A link does not answer Space by itself; the menu pattern says it should.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          jumpTo(event.key, all, current);
        }
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Focus went elsewhere (a click on the page, a script): the menu goes with it.
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function choose(item: PopoverMenuItem, event: MouseEvent<HTMLElement>) {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    close(true);
    item.onSelect?.();
  }

  return (
    <div ref={rootRef} className={classNames(styles.root, className)} onBlur={handleBlur}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleButtonClick}
        onKeyDown={handleButtonKeyDown}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </Button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={classNames(styles.menu, styles[align])}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.href !== undefined ? (
                (renderLink ?? defaultLink)(item, {
                  href: item.href,
                  role: 'menuitem',
                  tabIndex: -1,
                  className: classNames(styles.item),
                  lang: item.lang,
                  'aria-disabled': item.disabled || undefined,
                  onClick: (event) => choose(item, event),
                  children: item.label,
                })
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  lang={item.lang}
                  aria-disabled={item.disabled || undefined}
                  onClick={(event) => choose(item, event)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function defaultLink(_item: PopoverMenuItem, props: PopoverMenuLinkProps): ReactNode {
  return <a {...props} />;
}
