import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  emailConfirmationLinkRequested,
  passwordChangeRequested,
  securityPageOpened,
  selectEmailConfirmationRequest,
  selectPasswordChange,
  selectSecurityFacts,
} from '@bet/session';
import { usePageTitle } from '@bet/ui';
import { SecurityView } from '../security-view';

/** Issue 12, the office route `security` (signed-in): protection level, e-mail confirmation, password change. */
export function SecurityPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const facts = useSelector(selectSecurityFacts);
  const passwordChange = useSelector(selectPasswordChange);
  const emailRequest = useSelector(selectEmailConfirmationRequest);
  const [savedCount, setSavedCount] = useState(0);
  usePageTitle(t('account_security_title'));
  useEffect(() => {
    dispatch(securityPageOpened());
  }, [dispatch]);
  useEffect(() => {
    if (passwordChange.status === 'saved') setSavedCount((count) => count + 1);
  }, [passwordChange.status]);
  return (
    <SecurityView
      facts={facts}
      passwordChange={passwordChange}
      passwordSavedCount={savedCount}
      emailRequest={emailRequest}
      onReload={() => dispatch(securityPageOpened())}
      onChangePassword={(values) => dispatch(passwordChangeRequested(values))}
      onRequestEmailLink={() => dispatch(emailConfirmationLinkRequested())}
    />
  );
}
