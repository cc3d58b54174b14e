import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RemoteAppStatus } from '@bet/remote-apps';
import { usePageTitle } from '@bet/ui';
import { RemoteApp } from './remote-app';
import styles from './remote-page.module.css';
import { useRemoteApp } from './use-remote-app';

export interface RemotePageProps {
  /** The sub-app that renders this route (information, promotions, news, technical). */
  appName: string;
  errorFallback?: ReactNode;
}

/**
 * A whole route rendered by a remote sub-app (spec 01 §2 "Information", "Promotions and other
 * content"; DESIGN.md: screens whose content is remote go through the loader). The page's own
 * title is the sub-app's once it is READY (the SEO data's title wins when it has one).
 */
export function RemotePage({ appName, errorFallback }: RemotePageProps) {
  const path = useLocation().pathname;
  // The same entry RemoteApp uses: a second user, so it is loaded once.
  const { status, content } = useRemoteApp(appName, path);
  const title = status === RemoteAppStatus.READY ? content?.title : undefined;
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <RemoteApp appName={appName} path={path} errorFallback={errorFallback} />
    </div>
  );
}
