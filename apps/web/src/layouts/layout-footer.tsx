import { SiteFooter, SitePolicyLogo } from '@bet/site-ui';
import { DeferredRemoteFooter } from '../on-demand';

/** The footer of the default and headless layouts (spec 01 §2). */
export function LayoutFooter() {
  return (
    <SiteFooter year={new Date().getFullYear()}>
      {/* The footer's remote part (spec 02 §1), loaded after the first paint. */}
      <DeferredRemoteFooter />
      {/* Spec 01 §2 policy logo (listed geos) and the hidden policy image of spec 02 §7. */}
      <SitePolicyLogo />
    </SiteFooter>
  );
}
