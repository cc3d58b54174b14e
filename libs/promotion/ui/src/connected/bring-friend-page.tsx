import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { formatMoney } from '@bet/i18n';
import { bringFriendOpened, inviteLinkOf, selectBringFriend, selectFriendRewardTotals } from '@bet/promotion';
import { usePageTitle } from '@bet/ui';
import { FriendsTable } from '../friends-table';
import { InviteLink } from '../invite-link';
import styles from '../promotion.module.css';

export interface BringFriendPageProps {
  /** The site's origin the link starts with; the page's own unless given (stories). */
  origin?: string;
}

/** Issue 12 office `bringfriend` (@bet/routing account-routes.ts): the invite link and the invited friends. */
export function BringFriendPage({ origin = window.location.origin }: BringFriendPageProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const bringFriend = useSelector(selectBringFriend);
  const totals = useSelector(selectFriendRewardTotals);
  const friendsHeading = useId();
  usePageTitle(t('bringfriend_page_title'));

  useEffect(() => {
    dispatch(bringFriendOpened());
  }, [dispatch]);

  const retry = () => dispatch(bringFriendOpened());
  const data = bringFriend.data;
  const language = i18n.language || 'en';

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('bringfriend_page_title')}</h1>
      <section className={styles.section} aria-label={t('bringfriend_link_label')}>
        <p className={styles.text}>{t('bringfriend_intro')}</p>
        <InviteLink
          link={data ? inviteLinkOf(origin, language, data.inviteCode) : null}
          status={bringFriend.status}
          onRetry={retry}
        />
      </section>
      <section className={styles.section} aria-labelledby={friendsHeading}>
        <h2 id={friendsHeading} className={styles.heading}>
          {t('bringfriend_friends')}
        </h2>
        <FriendsTable
          friends={data?.friends ?? []}
          status={bringFriend.status}
          loaded={data !== null}
          onRetry={retry}
        />
        {totals.length > 0 ? (
          <p className={styles.text}>
            {t('bringfriend_total', {
              total: totals.map(({ iso, minor }) => formatMoney(minor, iso, language)).join(', '),
            })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
