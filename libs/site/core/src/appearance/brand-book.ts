/**
 * The partner brand book (site config partnerCssBrandBook, spec 01 §3 "Site config", spec 02 §3):
 * CSS properties the operator sets on top of the theme. It comes from the server and goes onto
 * the page's root element, so it is filtered first (README "Brand book"): only design tokens, and
 * only values that cannot load anything, break out of the declaration or hide either behind an
 * escape.
 */
export interface BrandBookDeclaration {
  property: string;
  value: string;
}

export interface RejectedDeclaration extends BrandBookDeclaration {
  reason: string;
}

export interface BrandBookVerdict {
  accepted: BrandBookDeclaration[];
  rejected: RejectedDeclaration[];
}

const TOKEN_NAME = /^--bet-[a-z0-9-]+$/;
/** Colours, lengths, numbers, font lists, calc() and var(): no quotes, escapes, `;{}@:` or `<`. */
const SAFE_VALUE = /^[\w\s#.,%()/*+-]+$/;
/** Functions that fetch a resource or run script (old IE), with or without a url(). */
const LOADING_FUNCTION = /\b(url|expression|image|image-set|-webkit-image-set|src|element|cross-fade)\s*\(/i;
const MAX_VALUE_LENGTH = 200;

function reasonToReject({ property, value }: BrandBookDeclaration, isDesignToken: (name: string) => boolean) {
  if (typeof property !== 'string' || !TOKEN_NAME.test(property)) return 'not a --bet- custom property';
  if (!isDesignToken(property)) return 'not a design token';
  if (typeof value !== 'string' || value.trim() === '') return 'an empty value';
  if (value.length > MAX_VALUE_LENGTH) return 'a value too long';
  if (/[;{}@\\]/.test(value)) return 'a value with ; { } @ or \\';
  if (LOADING_FUNCTION.test(value)) return 'a value that loads a resource';
  if (!SAFE_VALUE.test(value)) return 'a value with characters a token never needs';
  return null;
}

export function acceptBrandBook(
  declarations: readonly BrandBookDeclaration[],
  isDesignToken: (name: string) => boolean,
): BrandBookVerdict {
  const verdict: BrandBookVerdict = { accepted: [], rejected: [] };
  for (const declaration of declarations) {
    const reason = reasonToReject(declaration, isDesignToken);
    if (reason === null) verdict.accepted.push({ property: declaration.property, value: declaration.value.trim() });
    else verdict.rejected.push({ property: String(declaration.property), value: String(declaration.value), reason });
  }
  return verdict;
}
