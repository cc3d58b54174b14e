import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { usePageTitle } from '@bet/ui';
import { faceIdRequested, selectFaceId } from '@bet/verification';
import { FaceIdPanel } from '../face-id-panel';
import styles from '../verification.module.css';

/** Spec 01 §2 office `identification` (shown with the show-identification flag, spec 01 §5): the face id. */
export function IdentificationPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const faceId = useSelector(selectFaceId);
  usePageTitle(t('identification_page_title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('identification_page_title')}</h1>
      <FaceIdPanel
        phase={faceId.phase}
        result={faceId.result}
        problem={faceId.problem}
        onStart={() => dispatch(faceIdRequested())}
      />
    </div>
  );
}
