import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, useOutsidePointer } from '@bet/ui';
import styles from './account-switcher.module.css';

export interface AccountMenuItem {
  /** The route id (libs/routing): its text is `accounts_menu_<id>`. */
  id: string;
  href: string;
}

export interface AccountMenuProps {
  items: AccountMenuItem[];
}

/**
 * The header's account menu: a disclosure button that shows the office pages as a list of links
 * in a navigation landmark. Escape closes it and gives the focus back to the button; a click
 * elsewhere closes it.
 */
export function AccountMenu({ items }: AccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useOutsidePointer(
    rootRef,
    open,
    useCallback(() => setOpen(false), []),
  );
  if (items.length === 0) return null;
  return (
    <div
      ref={rootRef}
      className={styles.switcher}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('accounts_menu')}
      </Button>
      {open ? (
        <nav id={panelId} className={styles.panel} aria-label={t('accounts_menu')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.href} onClick={() => setOpen(false)}>
                  {t(`accounts_menu_${item.id.replace(/-/g, '_')}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
