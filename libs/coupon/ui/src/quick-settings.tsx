import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsViewSaveState } from '@bet/coupon/state';
import { useOutsidePointer, VisuallyHidden } from '@bet/ui';
import { OddsSaveStatus } from './odds-save-status';
import { OddsViewFields, type OddsView } from './odds-view-fields';
import styles from './odds-view.module.css';

export interface QuickSettingsProps {
  view: OddsView;
  save: OddsViewSaveState;
  onChange: (view: OddsView) => void;
  /**
   * A link to the full settings page for a signed-in player, rendered with the router; it calls
   * `close` when followed. None for a visitor, whose page it is not.
   */
  settingsLink?: (props: { className: string; close: () => void }) => ReactNode;
}

function Gear() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.8 1h2.4l.4 1.9 1.2.5 1.6-1.1 1.7 1.7-1.1 1.6.5 1.2 1.9.4v2.4l-1.9.4-.5 1.2 1.1 1.6-1.7 1.7-1.6-1.1-1.2.5-.4 1.9H6.8l-.4-1.9-1.2-.5-1.6 1.1-1.7-1.7 1.1-1.6-.5-1.2L1 9.2V6.8l1.9-.4.5-1.2-1.1-1.6 1.7-1.7 1.6 1.1 1.2-.5zM8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5"
      />
    </svg>
  );
}

/**
 * The header's quick settings (issue 12): a disclosure button naming the odds format in force,
 * which opens a panel with the view and format choices (applied at once) and, for a player, a
 * link to the settings page. Keyboard: Enter or Space opens it on the first choice, the arrows
 * move within a radio group, Tab goes through the panel; Escape closes it and gives focus back to
 * the button; focus or a press elsewhere closes it.
 */
export function QuickSettings({ view, save, onChange, settingsLink }: QuickSettingsProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const closeOnOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(rootRef, open, closeOnOutside);

  // Opened: focus on the checked choice of the first group, where the arrows work at once.
  useLayoutEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  const formatName = t(`coupon_odds_format_${view.coefViewId}`);
  return (
    <div ref={rootRef} className={styles.quick} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.quickButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Gear />
        {/* The space outside the hidden text, so the name reads "Quick settings: Decimal". */}
        <VisuallyHidden>{`${t('coupon_quick_settings')}:`}</VisuallyHidden> {formatName}
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} role="group" aria-labelledby={titleId} className={styles.panel}>
          <h2 id={titleId} className={styles.panelTitle}>
            {t('coupon_quick_settings')}
          </h2>
          <OddsViewFields view={view} onChange={onChange} />
          {save.status === 'failed' ? <OddsSaveStatus save={save} /> : null}
          {settingsLink?.({ className: styles.link ?? '', close: () => close(false) })}
        </div>
      ) : null}
    </div>
  );
}
