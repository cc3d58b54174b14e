import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nHarness } from '@bet/ui/testing';

/** The views link with react-router: stories put them on a memory router (any path). */
export const withRouter: Decorator = (Story) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
);

/** A view as a component test renders it: texts in a language, on a memory router. */
export function ViewHarness({ children, language = 'en' }: { children: ReactNode; language?: string }) {
  return (
    <I18nHarness language={language}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: children }])} />
    </I18nHarness>
  );
}
