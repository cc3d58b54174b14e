import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';

/** What a click needs: the DOM's event and React's both have it. */
interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The in-app path a click opens: a plain click (the main button, no modifier key; Enter on a
 * focused link is one too) on a link inside `container`, to this origin, in this tab. Undefined
 * for anything else, which the browser handles as it would: a new tab or window, a download,
 * another site. React Router's `Link` takes a click by the same rule.
 */
export function inAppPathOfClick(event: Click, container: Element): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target as Partial<Element> | null;
  const anchor = target?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const here = anchor.ownerDocument.location;
  const url = new URL(anchor.href, here.href);
  return url.origin === here.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * A container whose plain links navigate in the app, with one click listener for all of them:
 * a list of a thousand rows needs no `Link` each (each reads the router's location, so all of
 * them re-render on every navigation, and mounting them cost about 115 ms of a live page's load
 * at 4x CPU; tools/bench/README.md "Live screen"). A link to the page already shown replaces it
 * in the history instead of adding it twice, as `Link` does.
 */
export function useInAppLinks<E extends HTMLElement>(): RefObject<E | null> {
  const ref = useRef<E>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      const path = inAppPathOfClick(event, container);
      if (path === undefined) return;
      event.preventDefault();
      const { pathname, search, hash } = container.ownerDocument.location;
      void navigate(path, { replace: path === `${pathname}${search}${hash}` });
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}
