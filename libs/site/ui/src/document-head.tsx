import { useEffect } from 'react';
import type { HeadModel } from '@bet/site';
import { applyHead } from './apply-head';

export interface DocumentHeadProps {
  /** The head of the page shown (`headModel` of @bet/site). */
  model: HeadModel;
}

/**
 * The document head manager: renders nothing, writes `model` into document.head. A page's own
 * title reaches it through the model (`usePageTitle` of @bet/ui, `headModel` of @bet/site).
 */
export function DocumentHead({ model }: DocumentHeadProps) {
  useEffect(() => {
    applyHead(document, model);
  }, [model]);
  return null;
}
