import type { AppearanceAttributes, BrandBookDeclaration } from '@bet/site';

/** The page's root element as the appearance writes it (`document.documentElement`). */
export type AppearanceRoot = Pick<HTMLElement, 'setAttribute' | 'removeAttribute'> & {
  readonly style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>;
};

/**
 * The appearance saga's writers for the page's root element (`AppearanceDeps` of @bet/site):
 * the attributes tokens.css reads, and the brand book as inline custom properties. Inline
 * properties go through the CSSOM (`style.setProperty`), which the page's CSP allows, unlike a
 * style attribute or an inline <style>; and they win over both themes, so the partner's brand
 * stays on top of light and dark.
 */
export function createHtmlAppearance(root: AppearanceRoot) {
  let brandProperties: readonly string[] = [];
  return {
    applyAttributes(attributes: AppearanceAttributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    },
    applyBrandBook(declarations: readonly BrandBookDeclaration[]) {
      for (const property of brandProperties) root.style.removeProperty(property);
      for (const { property, value } of declarations) root.style.setProperty(property, value);
      brandProperties = declarations.map(({ property }) => property);
    },
  };
}
