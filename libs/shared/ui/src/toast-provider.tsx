import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ToastRegion } from './toast';
import type { ToastItem, ToastRegionProps } from './toast';

/** What `useToast()` gives: show a toast (its id back), or close one. */
export interface ToastApi {
  /** Shows a toast, or replaces the one with the same `id` (so a repeated event shows once). */
  show: (toast: Omit<ToastItem, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
}

export interface ToastProviderProps extends Omit<ToastRegionProps, 'toasts' | 'onDismiss'> {
  children?: ReactNode;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Keeps a list of toasts for the components under it and renders their `ToastRegion` once, after
 * them. For toasts that come from a component's own doings (copied, saved); what the store
 * decides to tell the player goes through `notify` of @bet/notifications instead.
 */
export function ToastProvider({ children, ...regionProps }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: Omit<ToastItem, 'id'> & { id?: string }) => {
    nextId.current += 1;
    const id = toast.id ?? `toast-${nextId.current}`;
    const item: ToastItem = { ...toast, id };
    setToasts((list) =>
      list.some((shown) => shown.id === id) ? list.map((shown) => (shown.id === id ? item : shown)) : [...list, item],
    );
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion {...regionProps} toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** The `show`/`dismiss` of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
