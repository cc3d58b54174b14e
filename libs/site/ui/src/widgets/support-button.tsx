import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportOptions } from '@bet/site';
import { Button, SocialIcon, useOutsidePointer, VisuallyHidden } from '@bet/ui';
import styles from './widgets.module.css';

export interface SupportButtonProps {
  options: SupportOptions;
  /**
   * Where the parts whose services are not built yet lead (callback, chat, e-mail form): the
   * contacts page, which lists every way to reach support.
   */
  contactsHref: string;
  /**
   * The office support page (signed-in players, issue 12): the chat, the e-mail form and the
   * callback lead to its sections (#chat, #email, #callback) instead of the contacts page.
   */
  supportHref?: string;
  /** Unread chat messages (spec 01 §2 "online chat (unread marker)"). */
  unreadCount?: number;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * Spec 01 §2 "Support multi-button": one button that opens the support options. A disclosure:
 * the button says whether the list is open (aria-expanded); Escape closes it and gives focus back.
 */
export function SupportButton({
  options,
  contactsHref,
  supportHref,
  unreadCount = 0,
  defaultOpen = false,
}: SupportButtonProps) {
  const hrefOf = (section: 'chat' | 'email' | 'callback') => (supportHref ? `${supportHref}#${section}` : contactsHref);
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const hintId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // A click elsewhere closes the list, as a menu would.
  useOutsidePointer(
    rootRef,
    open,
    useCallback(() => setOpen(false), []),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  const unreadLabel = unreadCount > 0 ? t('widgets_support_chat_unread', { count: unreadCount }) : null;
  return (
    <div ref={rootRef} onKeyDown={onKeyDown}>
      {open ? (
        <ul id={listId} className={styles.menu} aria-label={t('widgets_support_menu')}>
          {options.callback ? (
            <li>
              <a className={styles.menuLink} href={hrefOf('callback')}>
                {t('widgets_support_callback')}
              </a>
            </li>
          ) : null}
          {options.chat ? (
            <li>
              <a className={styles.menuLink} href={hrefOf('chat')}>
                {t('widgets_support_chat')}
                {unreadLabel ? (
                  <>
                    <span className={styles.unread} aria-hidden="true">
                      {unreadCount}
                    </span>
                    <VisuallyHidden>{unreadLabel}</VisuallyHidden>
                  </>
                ) : null}
              </a>
            </li>
          ) : null}
          {options.emailForm ? (
            <li>
              <a className={styles.menuLink} href={hrefOf('email')}>
                {t('widgets_support_email')}
              </a>
            </li>
          ) : null}
          {options.messengers.map((messenger) => (
            <li key={`${messenger.name}|${messenger.link}`}>
              <a
                className={styles.menuLink}
                href={messenger.link}
                target="_blank"
                rel="noopener"
                aria-describedby={hintId}
              >
                <SocialIcon iconName={messenger.iconName} name={messenger.name} />
                {messenger.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <span id={hintId} hidden>
        {t('main_opens_in_new_tab')}
      </span>
      <Button
        ref={buttonRef}
        className={styles.round}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('widgets_support')}
        {!open && unreadCount > 0 ? (
          <span className={styles.unread} aria-hidden="true">
            {unreadCount}
          </span>
        ) : null}
      </Button>
    </div>
  );
}
