import { useDispatch, useSelector } from 'react-redux';
import { adBlockWarningDismissed, selectIsAdBlockWarningShown } from '@bet/site';
import { AdBlockWarning } from './ad-block-warning';

/** The ad-blocker warning bound to the store: shown while a blocker is detected and not dismissed. */
export function AdBlockBanner() {
  const dispatch = useDispatch();
  const shown = useSelector(selectIsAdBlockWarningShown);
  return shown ? <AdBlockWarning onDismiss={() => dispatch(adBlockWarningDismissed())} /> : null;
}
