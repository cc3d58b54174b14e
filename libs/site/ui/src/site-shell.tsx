import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigation } from 'react-router';
import type { PendingRequests } from '@bet/request';
import {
  appUpdateNoticeDismissed,
  headModel,
  selectSeo,
  selectShowAppUpdateNotice,
  selectSiteConfig,
  seoPageRequested,
  splitLanguagePath,
} from '@bet/site';
import { usePageTitleValue } from '@bet/ui';
import { DocumentHead } from './document-head';
import { ProgressBar } from './progress-bar';
import { ShellNotice } from './shell-notice';
import { ShellNotices } from './shell-notices';

export interface SiteShellProps {
  /** The API client's requests under way (`trackPendingRequests` of @bet/request); none without it. */
  pendingRequests?: Pick<PendingRequests, 'subscribe' | 'count'>;
  /** Other features' shell notices, stacked after the app-update notice (the terms update, say). */
  children?: ReactNode;
}

const NO_REQUESTS: Pick<PendingRequests, 'subscribe' | 'count'> = { subscribe: () => () => undefined, count: () => 0 };

/**
 * The site-wide routines' UI, bound to the store: the top progress bar while a route loads or a
 * request is under way (spec 02 §9), the document head from the page's SEO data, and the
 * app-update notice (spec 02 §4 "Application version").
 */
export function SiteShell({ pendingRequests = NO_REQUESTS, children }: SiteShellProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const config = useSelector(selectSiteConfig);
  const seo = useSelector(selectSeo);
  const showAppUpdate = useSelector(selectShowAppUpdateNotice);
  const requests = useSyncExternalStore(pendingRequests.subscribe, pendingRequests.count);
  // The page's own title (a championship, a remote page), for pages the SEO data gives no title.
  const pageTitle = usePageTitleValue();

  useEffect(() => {
    const { lang, path } = splitLanguagePath(pathname);
    if (lang) dispatch(seoPageRequested({ path, lang }));
  }, [dispatch, pathname]);

  const model = useMemo(() => {
    const { lang, path } = splitLanguagePath(pathname);
    const current = seo.page !== null && seo.page.path === path && seo.page.lang === lang;
    // Crawlers are visitors: languages hidden from them get no alternate link.
    const languages = config ? config.languages.filter((code) => !config.langHiddenUnauthorized.includes(code)) : [];
    return headModel({
      origin: window.location.origin,
      pathname,
      data: current ? seo.data : null,
      companyName: config?.companyName ?? '',
      languages,
      pageTitle,
    });
  }, [config, pathname, seo, pageTitle]);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle' || requests > 0} label={t('shell_progress_label')} />
      <DocumentHead model={model} />
      <ShellNotices>
        {showAppUpdate ? (
          <ShellNotice
            message={t('shell_app_update_text')}
            actionLabel={t('shell_app_update_reload')}
            onAction={() => window.location.reload()}
            onDismiss={() => dispatch(appUpdateNoticeDismissed())}
          />
        ) : null}
        {children}
      </ShellNotices>
    </>
  );
}
