import { usePageTitle } from '@bet/ui';

export interface PageHeadingProps {
  children: string;
  className?: string | undefined;
}

/** A sportsbook page's h1, which is also its own title ("Football | Orbit Bet", spec 01 §3 SEO). */
export function PageHeading({ children, className }: PageHeadingProps) {
  usePageTitle(children);
  return <h1 className={className}>{children}</h1>;
}
