import type { HeadModel } from '@bet/site';

/** Marks the head elements this manager owns, so it replaces its own and leaves others alone. */
const OWNED = 'data-seo';

function upsertMeta(head: HTMLHeadElement, name: string, content: string | null): void {
  const doc = head.ownerDocument;
  let meta = head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    head.append(meta);
  }
  meta.setAttribute(OWNED, '');
  meta.content = content;
}

/**
 * Writes a page's head (spec 01 §3 SEO page data): title, meta description and robots, the
 * page's own metas, `<link rel="canonical">` and one `<link rel="alternate" hreflang>` per
 * language. Elements of the previous page that this page does not have are removed.
 */
export function applyHead(doc: Document, model: HeadModel): void {
  const head = doc.head;
  doc.title = model.title;
  upsertMeta(head, 'description', model.description);
  upsertMeta(head, 'robots', model.robots);

  for (const old of head.querySelectorAll(`meta[${OWNED}="page"], link[${OWNED}]`)) old.remove();
  for (const { name, content } of model.metas) {
    if (name === 'description' || name === 'robots') continue;
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    meta.setAttribute(OWNED, 'page');
    head.append(meta);
  }
  const canonical = doc.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = model.canonical;
  canonical.setAttribute(OWNED, '');
  head.append(canonical);
  for (const { hreflang, href } of model.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    link.setAttribute(OWNED, '');
    head.append(link);
  }
}
