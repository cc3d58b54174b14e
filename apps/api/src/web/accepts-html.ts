const HTML_RANGES = new Set(['text/html', 'application/xhtml+xml', 'text/*', '*/*']);

/** Whether a request with this Accept header takes an HTML page (no header: anything goes). */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((entry) => {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return HTML_RANGES.has(range) && (q === undefined || Number(q.slice(2)) > 0);
  });
}
