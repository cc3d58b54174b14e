import { useTranslation } from 'react-i18next';
import type { InvitedFriend } from '@bet/contract';
import { formatMoney } from '@bet/i18n';
import type { LoadStatus } from '@bet/promotion';
import { DataTable, type DataTableColumn } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';

export interface FriendsTableProps {
  friends: readonly InvitedFriend[];
  status: LoadStatus;
  /** The list came at least once: an empty list is then "no friends yet". */
  loaded: boolean;
  onRetry: () => void;
}

type Column = 'friend' | 'registered' | 'reward';

/** The friends who registered through the invite link, newest first: when, and what each brought. */
export function FriendsTable({ friends, status, loaded, onRetry }: FriendsTableProps) {
  const { t, i18n } = useTranslation();
  const time = usePlayerTime();
  const columns: DataTableColumn<InvitedFriend, Column>[] = [
    { id: 'friend', header: t('bringfriend_friend'), cell: (row) => row.label, rowHeader: true },
    {
      id: 'registered',
      header: t('bringfriend_registered'),
      cell: (row) => <time dateTime={time.iso(row.registeredAt)}>{time.dateTime(row.registeredAt)}</time>,
      sortable: true,
      sortValue: (row) => row.registeredAt,
    },
    {
      id: 'reward',
      header: t('bringfriend_reward'),
      cell: (row) => formatMoney(row.rewardMinor, row.iso, i18n.language),
      numeric: true,
      sortable: true,
      sortValue: (row) => row.rewardMinor,
    },
  ];
  return (
    <DataTable
      caption={t('bringfriend_friends')}
      columns={columns}
      rows={friends}
      rowKey={(row) => `${row.label}-${row.registeredAt}`}
      status={status === 'failed' && !loaded ? 'error' : status === 'pending' && !loaded ? 'loading' : 'ready'}
      emptyMessage={t('bringfriend_empty')}
      errorMessage={t('bringfriend_failed')}
      onRetry={onRetry}
    />
  );
}
