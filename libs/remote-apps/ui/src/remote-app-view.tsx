import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteAppStatus, sanitizeStyleText, type RemoteAppContent } from '@bet/remote-apps';
import { Alert, Button, inAppPathOfClick, Spinner } from '@bet/ui';
import { sanitizeHtml } from './sanitize-html';
import styles from './remote-app-view.module.css';

/** A named region is a landmark; an unnamed one would only be noise, so it gets no role. */
function regionOf(label: string | undefined) {
  return label ? { role: 'region', 'aria-label': label } : {};
}

export interface RemoteAppViewProps {
  status: RemoteAppStatus;
  content: RemoteAppContent | null;
  /** The refresh button (spec 02 §8): asks the loader for a manual reload. */
  onReload: () => void;
  /** Same-origin links inside the sub-app navigate in the app instead of reloading the page. */
  onNavigate?: (path: string) => void;
  /** Shown instead of the refresh message on ERROR (the technical error page's inline error). */
  errorFallback?: ReactNode;
  /** What the region is, for assistive technology (e.g. the footer's name). */
  label?: string;
  className?: string;
  /** The page's CSP nonce: the sub-app's <style> carries it, or the page's policy ignores it. */
  styleNonce?: string;
}

/**
 * One remote sub-app in one of the states of spec 02 §4: a spinner while it loads (NOT_EXIST is
 * about to load), its sanitised body and style when READY, and on ERROR the texts
 * 'main_dictionary_load_error' + 'main_dictionary_refresh_page' with the refresh button
 * 'main_refreshing_button' (spec 02 §8 "Remote loading").
 */
export function RemoteAppView({
  status,
  content,
  onReload,
  onNavigate,
  errorFallback,
  label,
  className,
  styleNonce,
}: RemoteAppViewProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const body = useMemo(() => (content ? sanitizeHtml(content.body) : ''), [content]);
  const style = useMemo(() => (content ? sanitizeStyleText(content.style) : ''), [content]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !onNavigate) return;
    // One listener for every link of the sub-app; Enter on a focused link fires click too.
    const onClick = (event: MouseEvent) => {
      const path = inAppPathOfClick(event, element);
      if (path === undefined) return;
      event.preventDefault();
      onNavigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onNavigate, status]);

  if (status === RemoteAppStatus.ERROR) {
    if (errorFallback !== undefined) return <>{errorFallback}</>;
    return (
      <div className={className} {...regionOf(label)}>
        <Alert
          tone="error"
          title={t('main_dictionary_load_error')}
          action={
            <Button variant="secondary" size="sm" onClick={onReload}>
              {t('main_refreshing_button')}
            </Button>
          }
        >
          {t('main_dictionary_refresh_page')}
        </Alert>
      </div>
    );
  }
  if (status !== RemoteAppStatus.READY || !content) {
    return (
      <div className={[styles.loading, className].filter(Boolean).join(' ')} aria-busy="true" {...regionOf(label)}>
        <Spinner label={t('remote_app_loading')} />
      </div>
    );
  }
  return (
    <div
      className={[styles.app, className].filter(Boolean).join(' ')}
      data-remote-app={content.appName}
      {...regionOf(label)}
    >
      {style ? <style nonce={styleNonce}>{style}</style> : null}
      {/* Sanitised by an allow-list just above (sanitize-html.ts, DOMPurify): no script, handler or javascript: URL survives. */}
      <div ref={ref} dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}
