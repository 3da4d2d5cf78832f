import { useId } from 'react';

/** All a placeholder says: the feature's name sits beside it (a heading, a modal title, a row title). */
export const COMING_SOON = 'Coming soon';

/** The note under a heading that already names the feature (modals, home rows). */
export function ComingSoonNote() {
  return <p className="coming-soon__note">{COMING_SOON}</p>;
}

export interface ComingSoonProps {
  /** What the visitor expected here, e.g. 'Sport betting'. */
  feature: string;
  /** Heading level inside the page: a page title uses 1, a panel in a page 2 or 3. */
  level?: 1 | 2 | 3;
}

/** A placeholder for a feature that is not there yet: its name, and "Coming soon". */
export function ComingSoon({ feature, level = 1 }: ComingSoonProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="coming-soon" aria-labelledby={headingId}>
      <Heading id={headingId}>{feature}</Heading>
      <ComingSoonNote />
    </section>
  );
}
