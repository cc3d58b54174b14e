import { Outlet } from 'react-router';
import styles from './system-layout.module.css';

/**
 * Spec 01 §2 "blocked" layout (block, block-ua, block-ie, suspension): the page alone, nothing
 * to navigate by ("Navigation is cancelled entirely while blocked").
 */
export function BlockedLayout() {
  return (
    <div className={styles.layout} data-layout="blocked">
      <main id="content" tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
