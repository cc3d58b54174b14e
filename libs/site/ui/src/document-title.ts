import { useEffect } from 'react';

/** Sets the page title while the page is shown. SEO data will take over in the site-shell work. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
