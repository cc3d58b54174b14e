import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer pressed outside the element behind `ref` calls `close`: a header
 * popup (support, accounts, the account menu) goes when the player turns to anything else, so
 * two never lie over each other.
 */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, open, close]);
}
