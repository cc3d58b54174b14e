import type { ReactElement } from 'react';

/**
 * Monochrome glyphs for the social networks the operator links to. They are drawn in
 * currentColor on a 24-unit grid and are always decorative: the link around them carries the
 * name. An unknown `iconName` falls back to the first letter of the network's name, so a new
 * network from the site config still gets a readable icon without a release.
 */
const glyphs: Record<string, ReactElement> = {
  telegram: (
    <path d="M21.5 3.6 2.8 10.8c-1 .4-1 1.8.1 2.1l4.6 1.5 1.8 5.5c.2.7 1.1.9 1.6.4l2.6-2.4 4.6 3.4c.6.4 1.4.1 1.6-.6L23 4.8c.2-.9-.7-1.6-1.5-1.2ZM9.7 14.3l-.5 3.6-1.2-3.9 10.4-6.6-8.7 6.9Z" />
  ),
  youtube: (
    <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.8 12 4.8 12 4.8s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8ZM9.8 15.2V8.8l5.6 3.2-5.6 3.2Z" />
  ),
  facebook: (
    <path d="M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.3H7.3v3.2h2.8V22h3.4Z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  ),
  vk: (
    <path d="M12.9 17.5C6.4 17.5 2.7 13 2.5 5.6h3.3c.1 5.4 2.5 7.7 4.4 8.2V5.6h3.1v4.7c1.9-.2 3.8-2.3 4.5-4.7h3.1a9.2 9.2 0 0 1-4.2 6 9.5 9.5 0 0 1 4.9 5.9h-3.4a5.9 5.9 0 0 0-4.9-4.3v4.3h-.4Z" />
  ),
  whatsapp: (
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.2-.3-.2-.5-.3Z" />
  ),
};
glyphs.twitter = glyphs.x as ReactElement;

export interface SocialIconProps {
  iconName: string;
  /** The network's name; its first letter is the fallback glyph. */
  name: string;
  size?: number;
}

export function SocialIcon({ iconName, name, size = 20 }: SocialIconProps) {
  const glyph = glyphs[iconName.toLowerCase()];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-icon={glyph ? iconName.toLowerCase() : 'fallback'}
    >
      {glyph ?? (
        <text x="12" y="16.5" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="inherit">
          {name.trim().charAt(0).toUpperCase()}
        </text>
      )}
    </svg>
  );
}
