import { VisuallyHidden } from '@bet/ui';
import styles from './theme-switch.module.css';

export interface ThemeSwitchProps {
  /** Whether the dark theme is on: the button's pressed state. */
  isDark: boolean;
  /** The player pressed it: `!isDark` is the theme wanted. */
  onToggle(isDark: boolean): void;
  /** The accessible name, translated by the caller ("Dark theme"). */
  label: string;
}

/**
 * The header's theme switch: one toggle button, pressed while the dark theme is on. A toggle
 * rather than a pair of buttons, so a screen reader says "Dark theme, toggle button, pressed";
 * its name stays the same in both states and the pressed state carries the meaning. The moon
 * and sun only illustrate the state; the name is in the text, hidden from the screen only.
 */
export function ThemeSwitch({ isDark, onToggle, label }: ThemeSwitchProps) {
  return (
    <button
      type="button"
      className={styles.switch}
      aria-pressed={isDark}
      title={label}
      onClick={() => onToggle(!isDark)}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {isDark ? (
          <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
          </>
        )}
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
