import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@bet/ui';
import styles from './coupon-code-box.module.css';

export interface CouponCodeBoxProps {
  /** The "load by code" field's text (spec 01 §3 loadCouponInputValue). */
  inputValue: string;
  onInputChange: (value: string) => void;
  onLoad: () => void;
  isLoading: boolean;
  /** Why the code did not load, as the player reads it; null: no error. */
  loadError: string | null;
  /** Said after a code loaded (e.g. some of its bets are no longer on offer); null: nothing. */
  loadNotice: string | null;
  /** The coupon has bets to share. */
  canShare: boolean;
  onShare: () => void;
  isSharing: boolean;
  /** The code of the current bets, once shared. */
  sharedCode: string | null;
  /** The address that opens the site with this code loaded into the coupon. */
  sharedHref?: string | null;
  /** The sharing failed. */
  shareError: string | null;
}

/**
 * A coupon by its code: a field to load one (a bad or unknown code is said under the field and
 * the coupon stays as it was) and, while the coupon has bets, a button giving the code of them
 * to pass on. Props only; the coupon's state lives in @bet/coupon/state.
 */
export function CouponCodeBox(props: CouponCodeBoxProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const codeId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!props.isLoading) props.onLoad();
  }

  return (
    // A group, not a region: inside the coupon's own region, "Coupon by code" would be a second
    // landmark named like it.
    <div role="group" className={styles.box} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('coupon_code_title')}
      </h3>
      <form className={styles.load} noValidate onSubmit={submit}>
        <TextField
          label={t('coupon_code_input')}
          value={props.inputValue}
          autoComplete="off"
          spellCheck={false}
          error={props.loadError}
          onChange={(event) => props.onInputChange(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={props.isLoading}>
          {t('coupon_code_load')}
        </Button>
      </form>
      {props.loadNotice ? (
        <p className={styles.notice} role="status">
          {props.loadNotice}
        </p>
      ) : null}
      {props.canShare ? (
        <div className={styles.share}>
          <Button variant="ghost" size="sm" busy={props.isSharing} onClick={props.onShare}>
            {t('coupon_code_share')}
          </Button>
          {/* Polite: the code is read once it comes, without moving the focus. */}
          <div aria-live="polite">
            {props.sharedCode ? (
              <p className={styles.code}>
                <span id={codeId}>{t('coupon_code_shared')}</span>{' '}
                <output aria-labelledby={codeId} className={styles.value}>
                  {props.sharedCode}
                </output>
              </p>
            ) : null}
            {props.sharedCode && props.sharedHref ? (
              <p className={styles.code}>
                <a href={props.sharedHref}>{t('coupon_code_link')}</a>
              </p>
            ) : null}
            {props.shareError ? <p className={styles.error}>{props.shareError}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
