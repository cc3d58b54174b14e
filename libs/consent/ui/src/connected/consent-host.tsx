import { useDispatch, useSelector } from 'react-redux';
import {
  acceptedAll,
  customiseClosed,
  customiseOpened,
  optionToggled,
  selectConsentView,
  selectCookieOptions,
  selectionSaved,
} from '@bet/consent';
import { ConsentBanner } from '../consent-banner';
import { ConsentCustomiseDialog } from '../consent-customise-dialog';

/** The cookie consent bound to the store: the banner, then the customise view. */
export function ConsentHost() {
  const dispatch = useDispatch();
  const view = useSelector(selectConsentView);
  const options = useSelector(selectCookieOptions);
  return (
    <>
      {view === 'main' ? (
        <ConsentBanner onAcceptAll={() => dispatch(acceptedAll())} onCustomise={() => dispatch(customiseOpened())} />
      ) : null}
      <ConsentCustomiseDialog
        open={view === 'customise'}
        options={options}
        onToggle={(name, checked) => dispatch(optionToggled({ name, checked }))}
        onSave={() => dispatch(selectionSaved())}
        onBack={() => dispatch(customiseClosed())}
      />
    </>
  );
}
