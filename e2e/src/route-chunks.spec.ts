import { expect, test } from './csp-guard';

/**
 * Issue 16: every route but home loads on demand, prefetched when a link to it comes into view
 * or is hovered. Chunk files are named after their page module (Vite: `<module>-<hash>.js`).
 */
const fileOf = (url: string) => /\/assets\/([^/]+\.js)$/.exec(new URL(url).pathname)?.[1];
const loaded = (files: readonly string[], module: string) => files.some((file) => file.startsWith(`${module}-`));

test.describe('route chunks (issue 16)', () => {
  test('home loads no other page before it shows; a link in view brings its page’s chunk before any click', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const file = request.resourceType() === 'script' ? fileOf(request.url()) : undefined;
      if (file) scripts.push(file);
    });
    await page.goto('/ru/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The home page's sport menu links to the listing pages: in view, so their chunk comes ahead.
    await expect.poll(() => loaded(scripts, 'listing-page')).toBe(true);
    // No link to the payments pages on a guest's home page: their chunk never loads.
    expect(loaded(scripts, 'payment-routes')).toBe(false);
    // Only ru's texts, not en's.
    expect(loaded(scripts, 'ru')).toBe(true);
    expect(loaded(scripts, 'en')).toBe(false);
  });
});
