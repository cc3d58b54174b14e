import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { officeMenuRoutes } from '@bet/accounts';
import { routePath, type RouteDefinition } from '@bet/routing';
import { selectBanLevel, selectUserConfig, type WithSession } from '@bet/session';
import { AccountMenu } from '../account-menu';

export interface ConnectedAccountMenuProps {
  /** Whether a page's config and route-id requirements are met (the app's guard context knows). */
  isAvailable?: (route: RouteDefinition) => boolean;
}

/** The account menu for the signed-in player's ban level and version (spec 01 §4 Ban). */
export function ConnectedAccountMenu({ isAvailable }: ConnectedAccountMenuProps) {
  const { i18n } = useTranslation();
  const banLevel = useSelector((state: WithSession) => selectBanLevel(state));
  const banVersion = useSelector((state: WithSession) => selectUserConfig(state)?.ban_version ?? 0);
  const language = i18n.language;
  const items = useMemo(
    () =>
      officeMenuRoutes({ banLevel, banVersion, ...(isAvailable ? { isAvailable } : {}) }).map((route) => ({
        id: route.id,
        href: routePath(route.id, { language }),
      })),
    [banLevel, banVersion, isAvailable, language],
  );
  return <AccountMenu items={items} />;
}
