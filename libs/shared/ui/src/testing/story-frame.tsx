import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** The dark chrome of the header and footer, for the controls that sit on it. */
export const ON_CHROME: CSSProperties = {
  padding: 12,
  background: 'var(--bet-color-chrome)',
  color: 'var(--bet-color-chrome-text)',
};

/**
 * Storybook decorator: the story inside a box styled as the place the component lives in (the
 * width of the dialog that holds a form, the header's chrome): `withFrame({ maxWidth: 420 })`.
 */
export function withFrame(style: CSSProperties): Decorator {
  const WithFrame: Decorator = (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
  return WithFrame;
}
