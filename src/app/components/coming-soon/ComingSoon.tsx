import { useId } from 'react';
import { ISSUES, type IssueKey } from './issues';

/** The sentence naming the issue that brings a feature; usable where a heading already exists (modals). */
export function ComingSoonNote({ issue }: { issue: IssueKey }) {
  return (
    <p className="coming-soon__note">
      Coming in this harness with the issue <strong>{ISSUES[issue]}</strong>.
    </p>
  );
}

export interface ComingSoonProps {
  /** What the visitor expected here, e.g. 'Sport betting'. */
  feature: string;
  issue: IssueKey;
  /** Heading level inside the page: a page title uses 1, a panel in a page 2 or 3. */
  level?: 1 | 2 | 3;
}

/** A clear placeholder for a feature the harness has not built yet, naming the issue that brings it. */
export function ComingSoon({ feature, issue, level = 1 }: ComingSoonProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="coming-soon" aria-labelledby={headingId}>
      <Heading id={headingId}>{feature}</Heading>
      <ComingSoonNote issue={issue} />
    </section>
  );
}
