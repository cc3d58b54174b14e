import { AD_BAIT_PATH } from '@bet/contract';
import { afterFirstPaint, type PaintingWindow } from '@bet/platform';

/** Class names ad blockers' element-hiding lists match. */
const BAIT_CLASSES = 'adsbox ad-banner ad-placeholder pub_300x250 text-ad';

/**
 * An ad-blocker check for the widgets' saga (`WidgetsDeps.detectAdBlocker`): a bait element the
 * blockers hide, and a request to a bait URL the blockers refuse (the sandbox serves it, spec 01
 * §1 "ad-blocker warning"; the method is ours). Any answer from the server, even an error
 * status, means the request got out: only a request that never left counts. The check starts
 * after the page's first paint (issue 16): its layout read and its request need not hold it up.
 */
export function createAdBlockDetector(
  win: Window & PaintingWindow,
  baitUrl: string = AD_BAIT_PATH,
): () => Promise<boolean> {
  return async () => {
    await afterFirstPaint(win);
    const doc = win.document;
    const bait = doc.createElement('div');
    bait.className = BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;';
    bait.innerHTML = '&nbsp;';
    doc.body.appendChild(bait);
    // Blockers apply their hiding rules on the next frames; a short wait lets them.
    await new Promise((resolve) => win.setTimeout(resolve, 100));
    const hidden = bait.offsetHeight === 0 || win.getComputedStyle(bait).display === 'none';
    bait.remove();
    if (hidden) return true;
    try {
      await win.fetch(baitUrl, { method: 'GET', cache: 'no-store' });
      return false;
    } catch {
      return true;
    }
  };
}
