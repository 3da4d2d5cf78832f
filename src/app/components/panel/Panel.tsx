import { useId, type ReactNode } from 'react';

export interface PanelProps {
  title: string;
  children?: ReactNode;
  /** 'danger' for refusals and errors. */
  tone?: 'default' | 'danger';
}

/** A centred message panel with a page heading: guards, error pages, not-found. */
export function Panel({ title, children, tone = 'default' }: PanelProps) {
  const headingId = useId();
  return (
    <section className={`panel panel--${tone}`} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
