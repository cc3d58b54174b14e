import { useId } from 'react';
import type { ReactNode } from 'react';
import a11y from './a11y.module.css';
import { classNames } from './class-names';
import styles from './footer.module.css';
import { SocialIcon } from './social-icon';

/** One social network link, in the shape the site config delivers it. */
export interface SocialLink {
  /** Network name; becomes the link's accessible name and tooltip. */
  name: string;
  /** Absolute URL of the operator's page on that network. */
  link: string;
  /** Glyph key (telegram, youtube, x, ...); unknown keys fall back to the name's first letter. */
  iconName: string;
}

export interface FooterProps {
  logo?: ReactNode;
  /** The minimum-age icon, usually an `<AgeBadge>`. */
  ageBadge?: ReactNode;
  socialLinks?: readonly SocialLink[];
  /** Accessible name of the social links list (translated by the app). */
  socialLinksLabel?: string;
  /**
   * Told to screen-reader users as the description of every social link, because they open
   * in a new tab (translated by the app).
   */
  newTabHint?: string;
  /** Notes, licence text, copyright. */
  children?: ReactNode;
  className?: string;
}

/** The site footer frame of the default layout (spec §2): logo, age icon, social links, notes. */
export function Footer({
  logo,
  ageBadge,
  socialLinks = [],
  socialLinksLabel = 'Social networks',
  newTabHint = 'Opens in a new tab',
  children,
  className,
}: FooterProps) {
  const hintId = useId();
  const hasSocialLinks = socialLinks.length > 0;

  return (
    // Explicit role for the same reason as the header's banner role: <footer> inside a
    // sectioning element would otherwise not be a contentinfo landmark.
    <footer role="contentinfo" className={classNames(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {logo == null ? null : <div className={styles.logo}>{logo}</div>}
          {ageBadge}
          {hasSocialLinks ? (
            <>
              <ul className={styles.social} aria-label={socialLinksLabel}>
                {socialLinks.map((social) => (
                  <li key={`${social.name}|${social.link}`}>
                    <a
                      className={styles.socialLink}
                      href={social.link}
                      target="_blank"
                      // noopener: the network's page gets no handle on our window.
                      rel="noopener"
                      title={social.name}
                      aria-describedby={hintId}
                    >
                      <SocialIcon iconName={social.iconName} name={social.name} />
                      <span className={a11y.visuallyHidden}>{social.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <span id={hintId} hidden>
                {newTabHint}
              </span>
            </>
          ) : null}
        </div>
        {children == null ? null : <div className={styles.notes}>{children}</div>}
      </div>
    </footer>
  );
}
