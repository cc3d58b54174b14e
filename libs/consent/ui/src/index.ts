export { ConsentBanner } from './consent-banner';
export type { ConsentBannerProps } from './consent-banner';
export { ConsentCustomiseDialog } from './consent-customise-dialog';
export type { ConsentCustomiseDialogProps } from './consent-customise-dialog';
export { ConsentHost } from './connected/consent-host';
