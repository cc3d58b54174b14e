import type { SecurityQuestionId } from '@bet/contract';
import type { AccountSecurity, PhoneTarget, SecurityMethodsState } from '@bet/session';
import { EmailAuthSection } from './email-auth-section';
import { PhoneBindingSection } from './phone-binding-section';
import { SecurityQuestionSection } from './security-question-section';
import { TwoStepSection } from './two-step-section';

export interface SecurityMethodsViewProps {
  facts: AccountSecurity;
  methods: SecurityMethodsState;
  onRequestPhoneCode: (target: PhoneTarget) => void;
  onSubmitPhoneCode: (code: string) => void;
  onRestartPhoneBinding: () => void;
  onChangeTwoStep: (change: { enabled: boolean; currentPassword?: string }) => void;
  onSaveSecurityQuestion: (values: { question: SecurityQuestionId; answer: string }) => void;
  onChangeEmailAuth: (enabled: boolean) => void;
}

/**
 * The security page's protection methods (spec 01 §3 protection_methods), one section each with
 * its current state: phone binding, two-step sign-in, the security question, e-mail authentication.
 */
export function SecurityMethodsView({
  facts,
  methods,
  onRequestPhoneCode,
  onSubmitPhoneCode,
  onRestartPhoneBinding,
  onChangeTwoStep,
  onSaveSecurityQuestion,
  onChangeEmailAuth,
}: SecurityMethodsViewProps) {
  return (
    <>
      <PhoneBindingSection
        phone={facts.phone}
        catalogue={methods.phoneCatalogue}
        binding={methods.phoneBinding}
        onRequestCode={onRequestPhoneCode}
        onSubmitCode={onSubmitPhoneCode}
        onRestart={onRestartPhoneBinding}
      />
      <TwoStepSection enabled={facts.twoStepEnabled} save={methods.twoStep} onChange={onChangeTwoStep} />
      <SecurityQuestionSection
        question={facts.securityQuestion}
        save={methods.securityQuestion}
        onSave={onSaveSecurityQuestion}
      />
      <EmailAuthSection
        enabled={facts.emailAuthEnabled}
        emailConfirmed={facts.emailConfirmed}
        save={methods.emailAuth}
        onChange={onChangeEmailAuth}
      />
    </>
  );
}
