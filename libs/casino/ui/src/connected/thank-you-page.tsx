import { useTranslation } from 'react-i18next';
import { ThankYouView, type ThankYouSection } from '../thank-you-view';

/** Spec 01 §2 slots/thank-you, casino/thank-you, keno/thank-you. */
export function ThankYouPage({ section }: { section: ThankYouSection }) {
  const { i18n } = useTranslation();
  return <ThankYouView language={i18n.language} section={section} />;
}
