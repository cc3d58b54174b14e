// The tokens travel with the components: whoever imports the design system gets its custom
// properties, and no component renders unstyled for want of a separate import.
import './tokens.css';

export { AgeBadge } from './age-badge';
export type { AgeBadgeProps } from './age-badge';
export { Button } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { ErrorScreen } from './error-screen';
export type { ErrorScreenAction, ErrorScreenProps } from './error-screen';
export { Footer } from './footer';
export type { FooterProps, SocialLink } from './footer';
export { Header } from './header';
export type { HeaderProps, HeaderVariant } from './header';
export { LoadingScreen } from './loading-screen';
export type { LoadingScreenProps } from './loading-screen';
export { SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
export { SocialIcon } from './social-icon';
export type { SocialIconProps } from './social-icon';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Alert } from './alert';
export type { AlertProps, AlertTone } from './alert';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Dialog } from './dialog';
export type { DialogAction, DialogActions, DialogProps } from './dialog';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { usePageTitle, usePageTitleValue } from './page-title';
export { useOutsidePointer } from './use-outside-pointer';
export type { LazyRoute, LazyRouteLoader } from './lazy-route-types';
export { startLinkPrefetch, useLinkPrefetch } from './link-prefetch';
export type { LinkPrefetcherOptions, Prefetch, VisibilityWatcher } from './link-prefetch';
// Issue 19: toast, tooltip, popover menu, skeleton, empty state.
export { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, ToastRegion } from './toast';
export type { ToastItem, ToastRegionProps, ToastTone } from './toast';
export { ToastProvider, useToast } from './toast-provider';
export type { ToastApi, ToastProviderProps } from './toast-provider';
