import { useEffect, useState } from 'react';
import type { PublicPromoCode } from '@contract/index';
import { api } from '../../../api/api';
import { copyText } from '../../../components/copy/copy-text';
import { openAuthModal, useSession } from '../../auth';
import { openPromotionModal } from '../promotion-modals';
import { rewardText } from '../promo-texts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; codes: PublicPromoCode[] };

const expiryFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const expiryText = (expiresAt: number | null) =>
  expiresAt === null ? 'No expiry' : `Until ${expiryFormat.format(expiresAt)}`;

const usesText = (usesLeft: number | null) =>
  usesLeft === null ? 'Unlimited uses' : usesLeft === 1 ? '1 use left' : `${usesLeft} uses left`;

const fetchCodes = () =>
  api('POST /api/promocode/listPublic').then(
    (codes): Load => ({ status: 'ready', codes }),
    (): Load => ({ status: 'error' }),
  );

function CodeRow({ code }: { code: PublicPromoCode }) {
  return (
    <li className="public-code">
      <div className="public-code__main">
        <code className="public-code__code">{code.code}</code>
        <span className="public-code__title">{code.title}</span>
      </div>
      <span className="public-code__reward">{rewardText(code.reward)}</span>
      <span className="public-code__meta">
        {expiryText(code.expiresAt)} · {usesText(code.usesLeft)}
      </span>
      <button
        type="button"
        className="button public-code__copy"
        aria-label={`Copy ${code.code}`}
        onClick={() => void copyText(code.code, 'The code could not be copied')}
      >
        Copy
      </button>
    </li>
  );
}

function CodeList({ load, retry }: { load: Load; retry: () => void }) {
  if (load.status === 'loading')
    return (
      <ul className="public-codes__list" aria-busy="true" aria-label="Loading codes">
        {[0, 1, 2].map((key) => (
          <li key={key} className="public-code public-code--skeleton" />
        ))}
      </ul>
    );
  if (load.status === 'error')
    return (
      <div className="promotions-note" role="alert">
        <p>The codes could not be loaded.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  if (load.codes.length === 0)
    return <p className="promotions-note">No public codes right now. Check back soon.</p>;
  return (
    <ul className="public-codes__list">
      {load.codes.map((code) => (
        <CodeRow key={code._id} code={code} />
      ))}
    </ul>
  );
}

/** The public promo codes (POST /api/promocode/listPublic) with copy buttons and the Redeem Code dialog. */
export function PublicCodes() {
  const signedIn = useSession((session) => session.status === 'signedIn');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const retry = () => {
    setLoad({ status: 'loading' });
    void fetchCodes().then(setLoad);
  };

  useEffect(() => {
    let active = true;
    void fetchCodes().then((next) => active && setLoad(next));
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="public-codes" aria-labelledby="public-codes-title">
      <div className="public-codes__header">
        <h2 id="public-codes-title">Public promo codes</h2>
        <button
          type="button"
          className="button button--primary"
          onClick={() => (signedIn ? openPromotionModal('redeemCode') : openAuthModal('auth'))}
        >
          Redeem a code
        </button>
      </div>
      <CodeList load={load} retry={retry} />
    </section>
  );
}
