import { useId, type ReactNode } from 'react';
import { usePageTitle } from '@bet/ui';
import styles from './system-page.module.css';

export interface SystemPageProps {
  title: string;
  text: string;
  /** The language of title and text when it differs from the page's (the maintenance rule). */
  lang?: string;
  children?: ReactNode;
}

/** The frame of the system pages (spec 01 §2): one heading, a text, nothing to leave by. */
export function SystemPage({ title, text, lang, children }: SystemPageProps) {
  const titleId = useId();
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={titleId} lang={lang}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {children}
    </section>
  );
}
