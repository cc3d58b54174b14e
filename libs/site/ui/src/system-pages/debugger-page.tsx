import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import { SystemPage } from './system-page';
import styles from './system-page.module.css';

export interface DebuggerFact {
  readonly label: string;
  readonly value: string;
}

export interface DebuggerPageProps {
  /** What the app knows about itself: build, language, session, site state. */
  facts: readonly DebuggerFact[];
  /** The keys this site keeps in the browser's local storage. */
  storageKeys: readonly string[];
  /** Clears the site's local storage and reloads, for a tester starting over. */
  onClearStorage: () => void;
}

/**
 * Spec 01 §2 "A debugger page exists only outside production" (the route table hides it in
 * production). The spec names the page only; ours shows the facts a tester or a developer asks
 * for first, and lets them clear what the site stored in the browser (decision, see README).
 */
export function DebuggerPage({ facts, storageKeys, onClearStorage }: DebuggerPageProps) {
  const { t } = useTranslation();
  const storageId = useId();
  return (
    <SystemPage title={t('debugger_title')} text={t('debugger_text')}>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={storageId}>
        <h2 id={storageId}>{t('debugger_storage')}</h2>
        {storageKeys.length === 0 ? (
          <p>{t('debugger_storage_empty')}</p>
        ) : (
          <ul>
            {storageKeys.map((key) => (
              <li key={key}>
                <code>{key}</code>
              </li>
            ))}
          </ul>
        )}
        <Button onClick={onClearStorage} disabled={storageKeys.length === 0}>
          {t('debugger_clear_storage')}
        </Button>
      </section>
    </SystemPage>
  );
}
