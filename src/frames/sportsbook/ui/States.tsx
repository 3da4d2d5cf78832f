import type { ReactNode } from 'react';

export function LoadingRows({ rows = 6 }: { rows?: number }) {
  return (
    <div className="sb-loading" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="sb-loading__row" />
      ))}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="sb-state sb-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="sb-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="sb-state">
      <p className="sb-state__title">{title}</p>
      {children}
    </div>
  );
}
