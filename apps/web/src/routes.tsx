import type { RouteObject } from 'react-router';
import { ConfirmTermsPage, RegistrationPage, SignInPage } from '@bet/session-ui';
import { HomePage, NotFoundPage } from '@bet/site-ui';
import { DefaultLayout } from './layouts/default-layout';
import { LanguagePrefixRedirect, LanguageRoute } from './language-route';
import type { RouteAccess } from './navigator';
import { ForgotPasswordRedirect, LanguageRootRedirect, RequireSignedIn } from './session-routes';

const guestOnly: RouteAccess = { guestOnly: true };
const signedIn: RouteAccess = { auth: true };

/**
 * The route table. Every route sits under a language prefix of two lowercase letters
 * (spec 01 §2); anything else is sent to the current language. Routes the product has not
 * built yet do not exist here: they answer "This page could not be found" until their issue
 * adds them. `handle` carries the access rules the session reads (navigator.ts).
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
            { path: 'user/login', element: <SignInPage />, handle: guestOnly },
            { path: 'registration/:type?', element: <RegistrationPage /> },
            { path: 'user/forgotpassword', element: <ForgotPasswordRedirect /> },
            { path: 'user/coupon', element: <LanguageRootRedirect /> },
            {
              element: <RequireSignedIn />,
              handle: signedIn,
              children: [{ path: 'confirm', element: <ConfirmTermsPage /> }],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <LanguagePrefixRedirect /> },
  ];
}
