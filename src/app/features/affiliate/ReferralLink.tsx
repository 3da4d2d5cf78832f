import { copyText } from '../../components/copy/copy-text';
import { referralLink } from './affiliate-rules';

/** The player's referral link and code, each with a copy button. */
export function ReferralLink({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  return (
    <div className="affiliate-link">
      <CopyField label="Your referral link" value={link} />
      <CopyField label="Your code" value={code} />
    </div>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <label className="affiliate-copy">
      <span className="affiliate-copy__label">{label}</span>
      <span className="affiliate-copy__row">
        <input readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="button button--primary"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() =>
            void copyText(value, 'The browser did not allow copying: select the text and copy it.')
          }
        >
          Copy
        </button>
      </span>
    </label>
  );
}
