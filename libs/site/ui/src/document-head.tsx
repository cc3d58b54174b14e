import { useEffect } from 'react';
import type { HeadModel } from '@bet/site';
import { applyHead } from './apply-head';

export interface DocumentHeadProps {
  /** The head of the page shown (`headModel` of @bet/site). */
  model: HeadModel;
}

/**
 * The document head manager: renders nothing, writes `model` into document.head. Placed in the
 * layout, its effect runs after the page's own, so the SEO title wins over a page's default.
 */
export function DocumentHead({ model }: DocumentHeadProps) {
  useEffect(() => {
    applyHead(document, model);
  }, [model]);
  return null;
}
