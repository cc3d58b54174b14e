import { testStories } from '@bet/ui/stories-test';
import * as consentHost from './connected/consent-host.stories';
import * as consentBanner from './consent-banner.stories';
import * as consentCustomiseDialog from './consent-customise-dialog.stories';

testStories({
  ConsentHost: consentHost,
  ConsentBanner: consentBanner,
  ConsentCustomiseDialog: consentCustomiseDialog,
});
