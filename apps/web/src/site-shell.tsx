import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigation } from 'react-router';
import { selectTermsUpdateNotice, termsUpdateNoticeDismissed } from '@bet/session';
import {
  appUpdateNoticeDismissed,
  headModel,
  selectSeo,
  selectShowAppUpdateNotice,
  selectSiteConfig,
  seoPageRequested,
  splitLanguagePath,
} from '@bet/site';
import { DocumentHead, ProgressBar, ShellNotice, ShellNotices } from '@bet/site-ui';
import { usePageTitleValue } from '@bet/ui';
import { useAppServices } from './app-services';
import type { RootState } from './store';

const NO_REQUESTS = { subscribe: () => () => undefined, count: () => 0 };

/**
 * The site-wide routines' UI, bound to the store: the top progress bar while a route loads, the
 * document head from the page's SEO data, the app-update notice (spec 02 §4) and the
 * terms-update notice (spec 01 §4 "Terms").
 */
export function SiteShell() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const config = useSelector((state: RootState) => selectSiteConfig(state));
  const seo = useSelector((state: RootState) => selectSeo(state));
  const showAppUpdate = useSelector((state: RootState) => selectShowAppUpdateNotice(state));
  const showTermsUpdate = useSelector((state: RootState) => selectTermsUpdateNotice(state));
  const pendingRequests = useAppServices().pendingRequests ?? NO_REQUESTS;
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
        {showTermsUpdate ? (
          <ShellNotice message={t('shell_terms_updated')} onDismiss={() => dispatch(termsUpdateNoticeDismissed())} />
        ) : null}
      </ShellNotices>
    </>
  );
}
