import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import { SystemPage } from './system-page';

export interface ServerErrorPageProps {
  /** Loads the page again; the browser's reload unless a test or story injects one. */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** Spec 01 §2 "a 500 error page exist(s)": what happened and a way to try again. */
export function ServerErrorPage({ onReload = reloadPage }: ServerErrorPageProps) {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('error_500_title')} text={t('error_500_text')}>
      <Button onClick={onReload}>{t('error_500_reload')}</Button>
    </SystemPage>
  );
}
