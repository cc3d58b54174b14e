import { useDispatch } from 'react-redux';
import { ageConfirmed, ageNoticeLeft, newSiteModalClosed } from '@bet/site';
import { useSiteConfig } from '../use-site-config';
import { AgeNoticeDialog } from './age-notice-dialog';
import { NewSiteModal } from './new-site-modal';
import { useWidgets } from './widgets-hooks';

/** The widgets' modals (age notice, new-site modal) bound to the store, for a layout to render once. */
export function WidgetOverlays() {
  const dispatch = useDispatch();
  const { ageNotice, newSiteModal } = useWidgets();
  const { companyName } = useSiteConfig();
  return (
    <>
      <AgeNoticeDialog
        open={ageNotice.open}
        minAge={ageNotice.minAge}
        companyName={companyName}
        onConfirm={() => dispatch(ageConfirmed())}
        onLeave={() => dispatch(ageNoticeLeft())}
      />
      <NewSiteModal open={newSiteModal.open} companyName={companyName} onClose={() => dispatch(newSiteModalClosed())} />
    </>
  );
}
