import type { RemoteAppResponse } from '@bet/contract';
import { INFORMATION_PAGES } from './information-pages';
import { contentLanguage, escapeHtml, paragraphs, type ContentLanguage } from './localized';
import { LANDINGS } from './landings';
import { NEWS } from './news';
import { PROMOTIONS } from './promotions';
import { DEFAULT_RULE_GROUP, RULE_GROUPS } from './rules';

/** Where a sub-app is asked from: the page's language and its route after the language. */
export interface SubAppLocation {
  /** The two-letter language segment of the page's path. */
  language: string;
  /** The route's segments after the language, e.g. ['rules', '1', '2']. */
  segments: string[];
}

/** Splits a page path such as /en/rules/1/2 (spec 01 §2: every route under a two-letter language). */
export function subAppLocation(path: string): SubAppLocation {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  const [first, ...rest] = segments;
  if (first && /^[a-z]{2}$/.test(first)) return { language: first, segments: rest };
  return { language: 'ru', segments };
}

const UI = {
  information: { en: 'Information', ru: 'Информация' },
  promotions: { en: 'Promotions', ru: 'Акции' },
  news: { en: 'News', ru: 'Новости' },
  rules: { en: 'Rules', ru: 'Правила' },
  chapters: { en: 'Chapters', ru: 'Разделы' },
  more: { en: 'Read more', ru: 'Подробнее' },
  allPromotions: { en: 'All promotions', ru: 'Все акции' },
  allNews: { en: 'All news', ru: 'Все новости' },
  notFound: { en: 'This page could not be found', ru: 'Страница не найдена' },
  notFoundText: {
    en: 'The address may be mistyped, or the page has moved. Start again from the home page.',
    ru: 'Возможно, в адресе ошибка или страница переехала. Начните с главной страницы.',
  },
  home: { en: 'Go to the home page', ru: 'На главную' },
  footerNote: {
    en: 'Betting is entertainment. Play responsibly and set yourself limits.',
    ru: 'Ставки — это развлечение. Играйте ответственно и устанавливайте себе лимиты.',
  },
} satisfies Record<string, Record<ContentLanguage, string>>;
const UI_BY_NAME: Record<string, Record<ContentLanguage, string> | undefined> = UI;

const PAGE_STYLE =
  '.mf-page{max-width:60rem;line-height:1.5}.mf-page h1{margin-top:0}.mf-list{padding-left:1.25rem}.mf-list li{margin:.5rem 0}';
const FOOTER_STYLE =
  '.mf-footer nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}.mf-footer p{margin:.5rem 0 0;font-size:.875rem}';

/** The order the footer lists the information pages in. */
const FOOTER_LINKS = [
  'about',
  'contacts',
  'howbet',
  'rules',
  'payment',
  'responsiblegaming',
  'cookies',
  'licenses',
  'promotions',
  'news',
];

function answer(appName: string, title: string, body: string, style: string): RemoteAppResponse {
  return { appName, title, body, style, cssToLoad: [], scriptsToLoad: [], codeToEval: null, head: null };
}

function link(language: string, route: string, text: string): string {
  return `<a href="/${language}/${route.split('/').map(encodeURIComponent).join('/')}">${escapeHtml(text)}</a>`;
}

function page(appName: string, title: string, inner: string): RemoteAppResponse {
  return answer(appName, title, `<article class="mf-page"><h1>${escapeHtml(title)}</h1>${inner}</article>`, PAGE_STYLE);
}

function footer({ language }: SubAppLocation): RemoteAppResponse {
  const lng = contentLanguage(language);
  const titleOf = (route: string) => INFORMATION_PAGES[route]?.title[lng] ?? UI_BY_NAME[route]?.[lng] ?? route;
  const items = FOOTER_LINKS.map((route) => `<li>${link(language, route, titleOf(route))}</li>`).join('');
  const label = escapeHtml(UI.information[lng]);
  return answer(
    'footer',
    label,
    `<div class="mf-footer"><nav aria-label="${label}"><ul>${items}</ul></nav><p>${escapeHtml(UI.footerNote[lng])}</p></div>`,
    FOOTER_STYLE,
  );
}

function rules(language: string, groupId: string, chapter: string | undefined): RemoteAppResponse | null {
  const lng = contentLanguage(language);
  const group = RULE_GROUPS[groupId];
  if (!group) return null;
  const index = chapter === undefined ? undefined : Number(chapter);
  if (index !== undefined && !(Number.isInteger(index) && index >= 1 && index <= group.chapters.length)) return null;
  const toc = group.chapters
    .map((item, i) => `<li>${link(language, `rules/${groupId}/${i + 1}`, item.title[lng])}</li>`)
    .join('');
  const groups = Object.entries(RULE_GROUPS)
    .map(([id, item]) => `<li>${link(language, `rules/${id}`, item.title[lng])}</li>`)
    .join('');
  const shown = index === undefined ? group.chapters : group.chapters.slice(index - 1, index);
  const chapters = shown
    .map((item) => `<section><h2>${escapeHtml(item.title[lng])}</h2>${paragraphs(item.text[lng])}</section>`)
    .join('');
  return page(
    'information',
    group.title[lng],
    `<nav aria-label="${escapeHtml(UI.rules[lng])}"><ul class="mf-list">${groups}</ul></nav><nav aria-label="${escapeHtml(UI.chapters[lng])}"><ol class="mf-list">${toc}</ol></nav>${chapters}`,
  );
}

function information({ language, segments }: SubAppLocation): RemoteAppResponse | null {
  const lng = contentLanguage(language);
  const [route, ...rest] = segments;
  if (route === 'rules') {
    // Spec 01 §2: rules/{ruleGroup}/{chapter?}, the group defaults to 1.
    if (rest.length > 2) return null;
    return rules(language, rest[0] ?? DEFAULT_RULE_GROUP, rest[1]);
  }
  const info = route === undefined || rest.length > 0 ? undefined : INFORMATION_PAGES[route];
  if (!info) return null;
  return page('information', info.title[lng], paragraphs(info.text[lng]));
}

function promotions({ language, segments }: SubAppLocation): RemoteAppResponse | null {
  const lng = contentLanguage(language);
  const [route, id, ...rest] = segments;
  if (route !== 'promotions' || rest.length > 0) return null;
  if (id === undefined) {
    const items = PROMOTIONS.map(
      (item) =>
        `<li><h2>${link(language, `promotions/${item.id}`, item.title[lng])}</h2><p>${escapeHtml(item.summary[lng])}</p></li>`,
    ).join('');
    return page('promotions', UI.promotions[lng], `<ul class="mf-list">${items}</ul>`);
  }
  const promotion = PROMOTIONS.find((item) => item.id === id);
  if (!promotion) return null;
  return page(
    'promotions',
    promotion.title[lng],
    `<p><strong>${escapeHtml(promotion.summary[lng])}</strong></p>${paragraphs(promotion.text[lng])}<p>${link(language, 'promotions', UI.allPromotions[lng])}</p>`,
  );
}

function news({ language, segments }: SubAppLocation): RemoteAppResponse | null {
  const lng = contentLanguage(language);
  const [route, slug, ...rest] = segments;
  if (route !== 'news' || rest.length > 0) return null;
  if (slug === undefined) {
    const items = NEWS.map(
      (item) =>
        `<li><time datetime="${item.date}">${item.date}</time> ${link(language, `news/${item.slug}`, item.title[lng])}</li>`,
    ).join('');
    return page('news', UI.news[lng], `<ul class="mf-list">${items}</ul>`);
  }
  const item = NEWS.find((entry) => entry.slug === slug);
  if (!item) return null;
  return page(
    'news',
    item.title[lng],
    `<p><time datetime="${item.date}">${item.date}</time></p>${paragraphs(item.text[lng])}<p>${link(language, 'news', UI.allNews[lng])}</p>`,
  );
}

const LANDING_STYLE = `${PAGE_STYLE}.mf-landing .mf-lead{font-size:1.25rem}.mf-landing .mf-action{display:inline-block;padding:.5rem 1rem}`;

/** Spec 01 §2 "a headless landing-{x} landing": the casino landings, one path segment each. */
function landings({ language, segments }: SubAppLocation): RemoteAppResponse | null {
  const lng = contentLanguage(language);
  const [slug, ...rest] = segments;
  const landing = rest.length === 0 ? LANDINGS.find((item) => item.slug === slug) : undefined;
  if (!landing) return null;
  return answer(
    'landings',
    landing.title[lng],
    `<article class="mf-page mf-landing"><h1>${escapeHtml(landing.title[lng])}</h1><p class="mf-lead">${escapeHtml(landing.summary[lng])}</p>${paragraphs(landing.text[lng])}<p class="mf-action">${link(language, landing.action.route, landing.action.label[lng])}</p></article>`,
    LANDING_STYLE,
  );
}

/** Spec 01 §2: "An unmatched path shows a technical error page loaded remotely." */
function technical({ language }: SubAppLocation): RemoteAppResponse {
  const lng = contentLanguage(language);
  return page(
    'technical',
    UI.notFound[lng],
    `<p>${escapeHtml(UI.notFoundText[lng])}</p><p><a href="/${language}/">${escapeHtml(UI.home[lng])}</a></p>`,
  );
}

/** The sub-apps the sandbox serves; null when the app does not know the path (a 404). */
export function renderSubApp(appName: string, location: SubAppLocation): RemoteAppResponse | null {
  switch (appName) {
    case 'footer':
      return footer(location);
    case 'information':
      return information(location);
    case 'promotions':
      return promotions(location);
    case 'news':
      return news(location);
    case 'landings':
      return landings(location);
    case 'technical':
      return technical(location);
    default:
      return null;
  }
}
