import type { RouteObject } from 'react-router';
import { HomePage, NotFoundPage } from '@bet/site-ui';
import { DefaultLayout } from './layouts/default-layout';
import { LanguagePrefixRedirect, LanguageRoute } from './language-route';

/**
 * The route table. Every route sits under a language prefix of two lowercase letters
 * (spec 01 §2); anything else is sent to the current language. Routes the product has not
 * built yet do not exist here: they answer "This page could not be found" until their issue
 * adds them.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/:lang',
      element: <LanguageRoute />,
      children: [
        {
          element: <DefaultLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <LanguagePrefixRedirect /> },
  ];
}
