import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  emailAuthChangeRequested,
  phoneBindingCodeRequested,
  phoneBindingCodeSubmitted,
  phoneBindingRestarted,
  securityQuestionSaveRequested,
  selectSecurityMethods,
  twoStepChangeRequested,
  emailConfirmationLinkRequested,
  passwordChangeRequested,
  securityPageOpened,
  selectEmailConfirmationRequest,
  selectPasswordChange,
  selectSecurityFacts,
} from '@bet/session';
import { usePageTitle } from '@bet/ui';
import { SecurityMethodsView } from '../security-methods-view';
import { SecurityView } from '../security-view';

/**
 * Issue 12, the office route `security` (signed-in): protection level, e-mail confirmation, the
 * protection methods (phone binding, two-step, security question, e-mail authentication), password change.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const facts = useSelector(selectSecurityFacts);
  const passwordChange = useSelector(selectPasswordChange);
  const emailRequest = useSelector(selectEmailConfirmationRequest);
  const methods = useSelector(selectSecurityMethods);
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
      methods={
        facts.data ? (
          <SecurityMethodsView
            facts={facts.data}
            methods={methods}
            onRequestPhoneCode={(target) => dispatch(phoneBindingCodeRequested(target))}
            onSubmitPhoneCode={(code) => dispatch(phoneBindingCodeSubmitted({ code }))}
            onRestartPhoneBinding={() => dispatch(phoneBindingRestarted())}
            onChangeTwoStep={(change) => dispatch(twoStepChangeRequested(change))}
            onSaveSecurityQuestion={(values) => dispatch(securityQuestionSaveRequested(values))}
            onChangeEmailAuth={(enabled) => dispatch(emailAuthChangeRequested({ enabled }))}
          />
        ) : null
      }
    />
  );
}
