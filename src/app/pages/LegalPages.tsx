import { LIMITS } from '@contract/index';
import { ComingSoon } from '../components/coming-soon';
import { CONTACT_EMAILS } from '../layout/nav-links';

interface LegalSection {
  id: string;
  title: string;
  text: string;
}

const DEMO_NOTICE =
  'This is a demo of a casino site: no real money is played and no account is real. The points below ' +
  'summarise what the terms say.';

const TERMS: readonly LegalSection[] = [
  { id: 'age', title: 'Age', text: `You must be ${LIMITS.minimumAge} or older to play.` },
  {
    id: 'countries',
    title: 'Restricted countries',
    text: 'Players from restricted countries may not use the site; some game providers restrict further countries.',
  },
  { id: 'funds', title: 'Funds', text: 'Funds are held in bitcoin; other currencies are converted.' },
  {
    id: 'withdrawals',
    title: 'Withdrawals',
    text: 'Withdrawals need at least 3 network confirmations.',
  },
  { id: 'liability', title: 'Liability', text: 'The operator’s liability is capped at 100 euro.' },
  {
    id: 'bonuses',
    title: 'Bonuses and chat',
    text: 'Bonuses carry wagering rules shown with each offer; the chat has its own rules, shown in the chat.',
  },
  {
    id: 'self-exclusion',
    title: 'Self exclusion',
    text: 'You may exclude yourself from playing at any time through support; an excluded account cannot play.',
  },
  {
    id: 'aml',
    title: 'AML policy',
    text: 'Deposits and withdrawals are monitored against money laundering; identity checks (KYC) may be asked for.',
  },
  {
    id: 'license',
    title: 'Licence',
    text: 'The real site operates under a gaming licence; this demo has none.',
  },
];

const PRIVACY: readonly LegalSection[] = [
  {
    id: 'stored',
    title: 'What is stored',
    text: 'Your account, balances and bets. In this demo they live in your browser’s storage only.',
  },
  { id: 'retention', title: 'How long', text: 'Data is kept for ten years after you leave.' },
  {
    id: 'cookies',
    title: 'Cookies',
    text: `An affiliate link sets the referral cookie for ${LIMITS.cookieLifetimeDays} day.`,
  },
  { id: 'contact', title: 'Contact', text: `Questions about your data: ${CONTACT_EMAILS[0].address}.` },
];

function LegalDocument({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  return (
    <article className="legal">
      <h1>{title}</h1>
      <p className="legal__notice">{DEMO_NOTICE}</p>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <ComingSoon feature="Full text" level={2} />
    </article>
  );
}

export function TermsPage() {
  return <LegalDocument title="Terms & Conditions" sections={TERMS} />;
}

export function PrivacyPolicyPage() {
  return <LegalDocument title="Privacy Policy" sections={PRIVACY} />;
}
