/** What documentCspNonce reads: a document's querySelector. */
export interface NonceDocument {
  querySelector(selectors: string): Element | null;
}

/**
 * The CSP nonce of the page, from `<meta property="csp-nonce" nonce="…">` (the sandbox writes it
 * into every page it serves; Vite's preload helper reads the same tag). An element the page adds
 * later and that the policy checks (a sub-app's <style>) carries it; undefined when the page has
 * none (the dev server, a test). Read through the `nonce` property: browsers hide the attribute.
 */
export function documentCspNonce(doc: NonceDocument): string | undefined {
  const meta = doc.querySelector('meta[property="csp-nonce"]') as (Element & { nonce?: string }) | null;
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce ? nonce : undefined;
}
