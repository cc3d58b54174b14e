export { HomePage } from './home-page';
export { LanguageMenu } from './language-menu';
export type { LanguageMenuProps } from './language-menu';
export { NotFoundPage } from './not-found-page';
export { SiteFooter } from './site-footer';
export type { SiteFooterProps } from './site-footer';
export { SiteHeader } from './site-header';
export type { SiteHeaderProps } from './site-header';
export { NoSiteConfigScreen, StartupScreen } from './startup-screens';
export type { NoSiteConfigScreenProps } from './startup-screens';
export { useSiteConfig, useSiteLanguage } from './use-site-config';
export { applyHead } from './apply-head';
export { reloadOnChunkError } from './chunk-reload';
export type { ChunkReloadWindow } from './chunk-reload';
export { DocumentHead } from './document-head';
export type { DocumentHeadProps } from './document-head';
export { PROGRESS_CEILING, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { ShellNotice } from './shell-notice';
export type { ShellNoticeProps } from './shell-notice';
export { ShellNotices } from './shell-notices';
export { SiteShell } from './site-shell';
export type { SiteShellProps } from './site-shell';
export { createAdBlockDetector } from './widgets/ad-block-detector';
export { AdBlockBanner } from './widgets/ad-block-banner';
export { AdBlockWarning } from './widgets/ad-block-warning';
export type { AdBlockWarningProps } from './widgets/ad-block-warning';
export { AgeNoticeDialog } from './widgets/age-notice-dialog';
export type { AgeNoticeDialogProps } from './widgets/age-notice-dialog';
export { NewSiteModal } from './widgets/new-site-modal';
export type { NewSiteModalProps } from './widgets/new-site-modal';
export { PolicyLogo } from './widgets/policy-logo';
export type { PolicyLogoProps } from './widgets/policy-logo';
export { ScrollToTop } from './widgets/scroll-to-top';
export type { ScrollToTopProps } from './widgets/scroll-to-top';
export { ScrollToTopButton } from './widgets/scroll-to-top-button';
export type { ScrollToTopButtonProps } from './widgets/scroll-to-top-button';
export { SitePolicyLogo } from './widgets/site-policy-logo';
export { SiteSupportButton } from './widgets/site-support-button';
export { SupportButton } from './widgets/support-button';
export type { SupportButtonProps } from './widgets/support-button';
export { useScrollToTop } from './widgets/use-scroll-to-top';
export { WidgetDock } from './widgets/widget-dock';
export type { WidgetDockProps } from './widgets/widget-dock';
export { WidgetOverlays } from './widgets/widget-overlays';
export {
  BlockIePage,
  BlockPage,
  BlockUaPage,
  ComingSoonPage,
  SiteUpdatesPage,
  SuspensionPage,
} from './system-pages/block-reason-pages';
export { ConnectedMaintenanceNotice, ConnectedMaintenancePage } from './system-pages/connected-maintenance';
export { MaintenanceNotice } from './system-pages/maintenance-notice';
export type { MaintenanceNoticeProps } from './system-pages/maintenance-notice';
export { MaintenancePage } from './system-pages/maintenance-page';
export type { MaintenancePageProps } from './system-pages/maintenance-page';
export { SystemPage } from './system-pages/system-page';
export type { SystemPageProps } from './system-pages/system-page';
export { PaymentResultPage } from './system-pages/payment-result-page';
export type { PaymentDirection, PaymentResult, PaymentResultPageProps } from './system-pages/payment-result-page';
export { OldBrowserPage, SUPPORTED_BROWSERS } from './system-pages/old-browser-page';
export { ServerErrorPage } from './system-pages/server-error-page';
export type { ServerErrorPageProps } from './system-pages/server-error-page';
export { InternalVpnPage } from './system-pages/internal-vpn-page';
export { DebuggerPage } from './system-pages/debugger-page';
export type { DebuggerFact, DebuggerPageProps } from './system-pages/debugger-page';
export { createHtmlAppearance } from './appearance/html-appearance';
export type { AppearanceRoot } from './appearance/html-appearance';
export { ThemeSwitch } from './appearance/theme-switch';
// Issue 12: the settings page's appearance section (theme, text size, compact view).
export { AppearanceSettings } from './appearance/appearance-settings';
export type { AppearanceSettingsProps } from './appearance/appearance-settings';
export { AppearanceSettingsSection } from './appearance/appearance-settings-section';
export type { ThemeSwitchProps } from './appearance/theme-switch';
export { browserAppearance } from './appearance/browser-appearance';
export type { AppearanceWindow } from './appearance/browser-appearance';
