import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { captchaImagePath } from '@bet/contract';
import { captchaAnswerSubmitted, captchaCancelled, captchaRefreshRequested, selectCaptcha } from '@bet/session';
import { CaptchaDialog, type CaptchaStatus } from '../captcha-dialog';

/** Spec 02 §4: the captcha challenge a 400 with a captcha code starts, as a dialog. */
export function CaptchaHost() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const captcha = useSelector(selectCaptcha);
  if (captcha.status === 'closed') return null;
  const status: CaptchaStatus = captcha.status === 'validating' ? 'validating' : captcha.error ? 'failed' : 'idle';
  return (
    <CaptchaDialog
      open
      imageSrc={captcha.time === null ? null : captchaImagePath(captcha.time)}
      status={status}
      error={captcha.error ? captcha.error.message || t('captcha_error') : null}
      onSubmit={(answer) => dispatch(captchaAnswerSubmitted({ answer }))}
      onRefresh={() => dispatch(captchaRefreshRequested())}
      onCancel={() => dispatch(captchaCancelled())}
    />
  );
}
