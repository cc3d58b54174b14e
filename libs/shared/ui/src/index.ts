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
