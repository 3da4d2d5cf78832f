import type { OAuthClient } from '@contract/oauth';

/** The app's logo linked to the casino's crown: who asks whom. */
export function AppMarks({ client }: { client: OAuthClient }) {
  return (
    <div className="oauth__marks" aria-hidden="true">
      <img src={client.logo} alt="" width="56" height="56" />
      <span className="oauth__link-dots">
        <span />
        <span />
        <span />
      </span>
      <svg className="oauth__crown" viewBox="0 0 32 32" width="56" height="56" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--bg-sunken)" />
        <path d="M6 22h20l1.6-11-6.4 4.8-5.2-8-5.2 8L4.4 11z" fill="var(--accent)" />
        <rect x="6" y="23.5" width="20" height="2.5" rx="1.25" fill="var(--accent)" />
      </svg>
    </div>
  );
}
