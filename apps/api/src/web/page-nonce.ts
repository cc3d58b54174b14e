/**
 * Marks every script, style and link tag of a page with the answer's CSP nonce, and adds
 * `<meta property="csp-nonce">` for the code that adds tags later: Vite's preload helper reads it
 * for the chunks' modulepreload links and stylesheets, and a sub-app's <style> carries it
 * (@bet/platform `documentCspNonce`). Links take it because a modulepreload is a script fetch
 * under script-src. A tag that has a nonce already keeps it. The nonce is base64: it needs no
 * escaping in an attribute.
 */
export function withPageNonce(html: string, nonce: string): string {
  const marked = html.replace(/<(script|style|link)\b([^>]*)>/gi, (tag: string, name: string, attributes: string) =>
    /\snonce\s*=/i.test(attributes) ? tag : `<${name} nonce="${nonce}"${attributes}>`,
  );
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const headStart = /<head\b[^>]*>/i.exec(marked);
  if (headStart) {
    const at = headStart.index + headStart[0].length;
    return `${marked.slice(0, at)}${meta}${marked.slice(at)}`;
  }
  return `${meta}${marked}`;
}
