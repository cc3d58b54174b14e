import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import styles from './dialog.module.css';

/** One answer of a dialog, a button of its actions row. */
export interface DialogAction {
  label: string;
  onClick: () => void;
  /** The answer is under way: a spinner, presses ignored, focus kept (Button's `busy`). */
  busy?: boolean;
  disabled?: boolean;
}

/** The answers of a dialog: the main one, and the other (cancel, back, leave) before it. */
export interface DialogActions {
  primary: DialogAction;
  secondary?: DialogAction;
}

export interface DialogProps {
  /** Shown as a modal while true; nothing is rendered while false. */
  open: boolean;
  /** Heading of the dialog and its accessible name. Translated by the app. */
  title: string;
  /** One line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The player asked to close it (close button or Escape). The owner sets `open` to false. */
  onClose: () => void;
  /** Accessible name of the close button, e.g. "Close". Required unless `dismissible` is false. */
  closeLabel?: string;
  /**
   * False for dialogs the player must answer (DESIGN.md: some modals are not closable): no close
   * button, and Escape is ignored.
   */
  dismissible?: boolean;
  /** Receives focus on open; by default the first form field, else the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The answers, as buttons under the content: the secondary one first, the primary one last,
   * so every dialog orders its choices alike.
   */
  actions?: DialogActions;
  /** Anything else under the content, for a dialog whose answers are not two buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Width: `sm` for confirmations, `md` for forms. */
  size?: 'sm' | 'md';
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');
const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/**
 * A modal on the native `<dialog>` opened with `showModal()`: the browser makes the rest of the
 * page inert and puts the dialog in the top layer. On top of that, because DESIGN.md asks that
 * dialogs trap focus and close with Escape everywhere (and some environments lack `showModal`),
 * Tab and Shift+Tab wrap inside the dialog, Escape goes through `onClose`, focus moves in on
 * open and goes back to the element that opened it on close.
 */
export function Dialog({ open, ...rest }: DialogProps) {
  // Mounting only while open ties showModal/close and the focus hand-over to one effect.
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({
  title,
  description,
  onClose,
  closeLabel,
  dismissible = true,
  initialFocusRef,
  actions,
  footer,
  children,
  size = 'md',
  className,
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  // Set while we close the element ourselves, so its `close` event is not taken for the player's.
  const closing = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // Layout effect: focus moves before the browser paints, so nothing flashes focused outside.
  // initialFocusRef is read once, on open: a later change of ref must not steal focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const target =
      initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FIELDS) ?? focusables(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      closing.current = true;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // The opener may be gone (e.g. the header re-rendered); then focus falls to the body.
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape is heard on the document, not on the dialog: when the focused control inside is
  // replaced (e.g. sign-in swapped for forgot-password) focus falls to the body, and Escape
  // must still close the dialog. Only the topmost open dialog answers. Handled here rather than
  // left to the browser's `cancel`, so a non-dismissible dialog stays open and the owner, not
  // the element, decides when it is closed.
  const latest = useRef({ dismissible, onClose });
  useLayoutEffect(() => {
    latest.current = { dismissible, onClose };
  });
  useLayoutEffect(() => {
    function handleEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const open = document.querySelectorAll('dialog[open]');
      if (open[open.length - 1] !== ref.current) return;
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    }
    document.addEventListener('keydown', handleEscape);
    return () => document.removeEventListener('keydown', handleEscape);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The browser's own close request. Escape is already handled above; this stops the
    // element from closing itself behind the owner's back.
    event.preventDefault();
  }

  function handleNativeClose() {
    // Browsers may still close a modal on a repeated close request. Keep the element and the
    // owner's `open` in step: report it, or reopen a dialog that must be answered.
    const dialog = ref.current;
    if (!dialog || dialog.open || closing.current) return;
    if (dismissible) onClose();
    else if (typeof dialog.showModal === 'function') dialog.showModal();
  }

  return (
    <dialog
      ref={ref}
      className={classNames(styles.dialog, styles[size], className)}
      aria-labelledby={titleId}
      aria-describedby={description == null ? undefined : descriptionId}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className={styles.close} aria-label={closeLabel ?? 'Close'} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {description == null ? null : (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      <div className={styles.body}>{children}</div>
      {actions ? (
        <div className={styles.footer}>
          <ActionsRow {...actions} />
        </div>
      ) : footer == null ? null : (
        <div className={styles.footer}>{footer}</div>
      )}
    </dialog>
  );
}

function ActionsRow({ primary, secondary }: DialogActions) {
  return (
    <>
      {secondary ? (
        <Button variant="secondary" onClick={secondary.onClick} busy={secondary.busy} disabled={secondary.disabled}>
          {secondary.label}
        </Button>
      ) : null}
      <Button onClick={primary.onClick} busy={primary.busy} disabled={primary.disabled}>
        {primary.label}
      </Button>
    </>
  );
}
