import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Storybook decorator: presentational components with links need a router. */
export const withRouter: Decorator = (Story) => {
  const router = createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: ['/en/'] });
  return <RouterProvider router={router} />;
};
