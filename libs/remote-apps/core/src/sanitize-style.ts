/**
 * A sub-app's `style` text goes into a <style> element. CSS cannot run script in today's
 * browsers, but it can pull in other sheets (@import, which would dodge the origin check of
 * cssToLoad) and old engines ran expression() and javascript: URLs. Those are cut out.
 */
export function sanitizeStyleText(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/expression\s*\(/gi, '(')
    .replace(/javascript\s*:/gi, '')
    .replace(/-moz-binding|behavior\s*:/gi, '')
    .replace(/<\/?style/gi, '');
}
