import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './tabs.module.css';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
}

export interface TabsProps<K extends string = string> {
  /** Accessible name of the tab list, e.g. "Sign-in method". */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** Content of the selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus and
 * select at once, since switching tabs here only swaps a form and costs nothing. Only the
 * selected tab is in the Tab order (roving tabindex), so Tab goes from the tab list straight
 * into the panel. Controlled: the owner keeps the selected tab (e.g. the login form in state).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, className }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${target.id}"]`)?.focus();
  }

  return (
    <div className={classNames(styles.tabs, className)}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              data-tab={tab.id}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
