import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '@bet/site';
import { reloadOnChunkError, StartupScreen } from '@bet/site-ui';
import { ErrorScreen } from '@bet/ui';

/**
 * The routes' error element. A chunk that failed to load reloads the page once per 60 s
 * (spec 02 §8); any other error, or a chunk error right after such a reload, shows an error
 * screen with a way to reload by hand.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnChunkError(error));
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return <StartupScreen />;
  return (
    <ErrorScreen
      title={t('main_server_error')}
      action={{ label: t('shell_app_update_reload'), onClick: () => window.location.reload() }}
    />
  );
}
