export { AccountMenu } from './account-menu';
export type { AccountMenuItem, AccountMenuProps } from './account-menu';
export { AccountSwitcher } from './account-switcher';
export type { AccountSwitcherProps } from './account-switcher';
export { ConnectedAccountMenu } from './connected/connected-account-menu';
export type { ConnectedAccountMenuProps } from './connected/connected-account-menu';
export { ConnectedAccountSwitcher } from './connected/connected-account-switcher';
