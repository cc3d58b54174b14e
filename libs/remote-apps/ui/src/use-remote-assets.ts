import { useEffect } from 'react';
import { selectAllowedAssets, type AssetPolicy, type RemoteAppContent } from '@bet/remote-apps';

/** URLs already added to a document: a stylesheet or script is loaded once however often it is asked for. */
const loaded = new WeakMap<Document, Set<string>>();

function addOnce(doc: Document, url: string, make: () => HTMLElement): void {
  let urls = loaded.get(doc);
  if (!urls) loaded.set(doc, (urls = new Set()));
  if (urls.has(url)) return;
  urls.add(url);
  const element = make();
  element.dataset['remoteAsset'] = url;
  doc.head.appendChild(element);
}

/**
 * Adds the stylesheets and scripts a READY sub-app asks for, only those from allowed origins
 * (README.md "Security"), each once per page. Refused ones are reported, never loaded. They stay
 * after the sub-app unmounts: a script cannot be unloaded, and the next visit reuses them.
 */
export function useRemoteAssets(
  content: RemoteAppContent | null,
  policy: AssetPolicy,
  onRefused?: (urls: string[]) => void,
): void {
  useEffect(() => {
    if (!content) return;
    const doc = document;
    const css = selectAllowedAssets(content.cssToLoad, policy);
    const scripts = selectAllowedAssets(content.scriptsToLoad, policy);
    for (const url of css.allowed) {
      addOnce(doc, url, () => Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: url }));
    }
    for (const url of scripts.allowed) {
      // Scripts added by DOM are async by default; keep the order the sub-app gave.
      addOnce(doc, url, () => Object.assign(doc.createElement('script'), { src: url, async: false }));
    }
    const refused = [...css.refused, ...scripts.refused];
    if (refused.length > 0) onRefused?.(refused);
  }, [content, policy, onRefused]);
}
