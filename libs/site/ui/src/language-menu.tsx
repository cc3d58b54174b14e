import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathInLanguage } from '@bet/site';
import { useOutsidePointer, VisuallyHidden } from '@bet/ui';
import styles from './language-menu.module.css';
import { languageChoices, languageLabel, matchesQuery } from './language-menu-names';

export interface LanguageMenuProps {
  languages: readonly string[];
  current: string;
}

/**
 * The language menu of the header (issue 19 "Navigation"): one button naming the current
 * language, which opens a panel with a filter field and the list of languages, so it stays one
 * control at the ~80 languages of the spec (spec 02 §9). Each language is a link to the current
 * page in it, not a button: a language is an address of its own (spec 01 §2), so it can be
 * opened in a new tab or shared; its `lang` and `hreflang` are BCP 47 tags (`kk`, not the site's
 * `kz`), so a screen reader reads each name with its own voice.
 *
 * Keyboard: the button opens the panel on the filter field; typing narrows the list by the
 * language's own name, its name in the page's language, its English name or its code; Down Arrow
 * goes into the list, the arrows, Home and End move in it, Up Arrow from the first language goes
 * back to the field; Enter follows a link (in the field: the first language found); Escape
 * closes the panel and gives focus back to the button; focus or a press elsewhere closes it. The
 * list is one Tab stop (roving focus), so Tab leaves a panel of 80 languages in one press.
 */
export function LanguageMenu({ languages, current }: LanguageMenuProps) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The one link of the list in the Tab order.
  const [active, setActive] = useState<string | undefined>(undefined);

  // Closed, the button names the current language only, by the site's text where there is one:
  // naming 80 languages (three names each, by Intl.DisplayNames, whose every formatter is costly)
  // waits for the panel to open (issue 16, a 4x-slowed load spent 50 ms on it).
  const siteName = useCallback((code: string) => t(`main_language_name_${code}`, { defaultValue: '' }), [t]);
  const choices = useMemo(
    () => (open ? languageChoices(languages, current, siteName) : []),
    [open, languages, current, siteName],
  );
  const found = useMemo(() => choices.filter((choice) => matchesQuery(choice, query)), [choices, query]);
  const currentLabel = useMemo(() => languageLabel(current, siteName), [current, siteName]);
  const tabStop = found.some((choice) => choice.code === active)
    ? active
    : (found.find((choice) => choice.code === current) ?? found[0])?.code;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setActive(undefined);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const closeOnOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(rootRef, open, closeOnOutside);

  // On opening: focus in the field, and the current language scrolled into view in a long list.
  useLayoutEffect(() => {
    if (!open) return;
    fieldRef.current?.focus();
    listRef.current?.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  if (languages.length < 2) return null;

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Anywhere in the menu, the button included (Shift+Tab from the field lands there).
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  function handlePanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const target = event.target as HTMLElement;
    if (target === fieldRef.current) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        (all.find((link) => link.tabIndex === 0) ?? all[0])?.focus();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        all[0]?.click();
      }
      return;
    }
    const index = all.indexOf(target as HTMLAnchorElement);
    if (index < 0) return;
    const last = all.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? all[Math.min(index + 1, last)]
        : event.key === 'ArrowUp'
          ? index === 0
            ? fieldRef.current
            : all[index - 1]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all[last]
              : undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing on a language goes on in the filter.
      fieldRef.current?.focus();
    }
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  }

  return (
    <nav
      ref={rootRef}
      aria-label={t('main_language_menu')}
      className={styles.menu}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* The space outside the hidden text, so no accessible-name computation trims it away. */}
        <VisuallyHidden>{`${t('main_language_menu')}:`}</VisuallyHidden>{' '}
        <span lang={currentLabel.tag}>{currentLabel.nativeName}</span>{' '}
        <span className={styles.code}>{current.toUpperCase()}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} onKeyDown={handlePanelKeyDown}>
          <input
            ref={fieldRef}
            type="search"
            className={styles.field}
            aria-label={t('main_language_search')}
            placeholder={t('main_language_search')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(undefined);
            }}
          />
          <p role="status" className={found.length === 0 ? styles.none : undefined}>
            {query.trim() === '' ? null : found.length === 0 ? (
              t('main_language_none', { query: query.trim() })
            ) : (
              <VisuallyHidden>{t('main_language_found', { count: found.length })}</VisuallyHidden>
            )}
          </p>
          {found.length > 0 ? (
            <ul ref={listRef} className={styles.list}>
              {found.map((choice) => (
                <li key={choice.code} className={styles.item}>
                  <Link
                    to={`${pathInLanguage(pathname, choice.code) ?? pathname}${search}${hash}`}
                    // The site's codes `kz`, `ua` are not language tags: a screen reader needs `kk`, `uk`.
                    lang={choice.tag}
                    hrefLang={choice.tag}
                    aria-current={choice.code === current ? 'true' : undefined}
                    tabIndex={choice.code === tabStop ? 0 : -1}
                    className={styles.link}
                    onFocus={() => setActive(choice.code)}
                    onClick={() => close(true)}
                  >
                    {choice.nativeName}
                  </Link>
                  {/* Outside the link, so the link's name is the language's own name alone. */}
                  <span className={styles.detail} aria-hidden="true">
                    {choice.localName === choice.nativeName ? '' : `${choice.localName} · `}
                    {choice.code.toUpperCase()}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
