import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfBlockStatus } from '@bet/limits';
import { Alert, Button, Dialog, TextField } from '@bet/ui';
import styles from './limits.module.css';

export interface SelfBlockSectionProps {
  status: SelfBlockStatus;
  onConfirm: () => void;
}

/**
 * Spec 02 §7 BlockUser: the account closed for good. A strong confirm: the player types the
 * confirm word in a dialog before the button acts.
 */
export function SelfBlockSection({ status, onConfirm }: SelfBlockSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const word = t('limits_self_block_confirm_word');
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <h3 id={headingId} className={styles.rowTitle}>
        {t('limits_self_block_title')}
      </h3>
      <p>{t('limits_self_block_warning')}</p>
      {status === 'failed' ? <Alert tone="error">{t('limits_self_block_failed')}</Alert> : null}
      <div>
        <Button onClick={() => setOpen(true)}>{t('limits_self_block_open')}</Button>
      </div>
      <Dialog
        open={open}
        size="sm"
        title={t('limits_self_block_confirm_title')}
        description={t('limits_self_block_warning')}
        closeLabel={t('limits_close')}
        dismissible={status !== 'pending'}
        onClose={close}
        actions={{
          secondary: { label: t('limits_cancel'), onClick: close, disabled: status === 'pending' },
          primary: {
            label: t('limits_self_block_confirm'),
            onClick: onConfirm,
            busy: status === 'pending',
            disabled: typed.trim() !== word,
          },
        }}
      >
        <TextField
          label={t('limits_self_block_confirm_label')}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </Dialog>
    </section>
  );
}
