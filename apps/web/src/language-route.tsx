import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { localeOf, switchLanguage } from '@bet/i18n';
import {
  isLanguageAllowed,
  isLanguageSegment,
  languageRequested,
  pathInLanguage,
  selectIsSignedIn,
  selectLanguage,
  selectSiteConfig,
} from '@bet/site';
import { useAppServices } from './app-services';

/** The language a route renders in: ready once start-up has run. */
function useCurrentLanguage(): string {
  const language = useSelector(selectLanguage);
  if (!language) throw new Error('Routes render only after start-up has settled the language');
  return language;
}

/**
 * Spec 02 §2: a path without a two-lowercase-letter language segment is replaced with the
 * current language prefix, and a warning is logged.
 */
export function LanguagePrefixRedirect() {
  const language = useCurrentLanguage();
  const { pathname, search, hash } = useLocation();
  const { logger } = useAppServices();
  const target = `/${language}${pathname === '/' ? '/' : pathname}${search}${hash}`;
  useEffect(() => {
    logger.warn(`The path ${pathname} has no language segment; redirecting to ${target}`);
  }, [logger, pathname, target]);
  return <Navigate to={target} replace />;
}

/** Keeps the store and the texts in the language of the address. */
export function LanguageRoute() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const language = useCurrentLanguage();
  const config = useSelector(selectSiteConfig);
  const isSignedIn = useSelector(selectIsSignedIn);
  const dispatch = useDispatch();
  const { i18n } = useTranslation();
  const { logger } = useAppServices();

  const wellFormed = isLanguageSegment(lang);
  const allowed =
    wellFormed &&
    config !== null &&
    isLanguageAllowed(lang, {
      available: config.languages,
      hiddenUnauthorized: config.langHiddenUnauthorized,
      isSignedIn,
    });

  useEffect(() => {
    if (!allowed) return;
    // ru and en texts switch at once, others once their bundle is in (@bet/i18n); the config in
    // that language follows from the server.
    const onLoadError = (error: unknown) => logger.warn(`The ${lang} texts could not load`, error);
    void switchLanguage(i18n, lang, { onLoadError });
    document.documentElement.lang = localeOf(lang);
    if (lang !== language) dispatch(languageRequested({ language: lang }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to the address only
  }, [allowed, lang]);

  if (!wellFormed) return <LanguagePrefixRedirect />;
  if (!allowed) {
    return <Navigate to={`${pathInLanguage(pathname, language) ?? pathname}${search}${hash}`} replace />;
  }
  return <Outlet />;
}
