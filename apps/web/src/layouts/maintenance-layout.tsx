import { Outlet } from 'react-router';
import styles from './system-layout.module.css';

/**
 * Spec 01 §2 "maintenance" layout (maintenance, site-updates, coming-soon): the page alone. No
 * header or footer: their links lead to pages that are closed, and the remote footer would call
 * services that are down.
 */
export function MaintenanceLayout() {
  return (
    <div className={styles.layout} data-layout="maintenance">
      <main id="content" tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
