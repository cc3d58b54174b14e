import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ideaShareRequested, ideasPageOpened, selectIdeasPage } from '@bet/support';
import { usePageTitle } from '@bet/ui';
import { IdeaForm } from '../idea-form';
import { IdeaList } from '../idea-list';
import styles from '../support.module.css';

/** Issue 12 office `share-idea` (@bet/routing account-routes.ts): the form and the player's ideas. */
export function ShareIdeaPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const page = useSelector(selectIdeasPage);
  const formHeading = useId();
  const listHeading = useId();
  usePageTitle(t('idea_page_title'));

  useEffect(() => {
    dispatch(ideasPageOpened());
  }, [dispatch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('idea_page_title')}</h1>
      <section className={styles.section} aria-labelledby={formHeading}>
        <h2 id={formHeading} className={styles.heading}>
          {t('idea_form_title')}
        </h2>
        <IdeaForm status={page.sending} onSubmit={(idea) => dispatch(ideaShareRequested(idea))} />
      </section>
      <section className={styles.section} aria-labelledby={listHeading}>
        <h2 id={listHeading} className={styles.heading}>
          {t('idea_list_title')}
        </h2>
        <IdeaList
          ideas={page.ideas}
          status={page.status}
          loaded={page.loaded}
          onRetry={() => dispatch(ideasPageOpened())}
        />
      </section>
    </div>
  );
}
