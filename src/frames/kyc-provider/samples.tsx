/**
 * Sample images drawn as SVG in the page (nothing is fetched): an ICAO-style passport data page and an
 * identity card of the fictional Utopia ("UTO", the country ICAO's own specimens use), a selfie, and a blurred
 * copy of a document that the provider rejects as unreadable.
 */
import { useId, type ReactNode } from 'react';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const SANS = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

function Portrait({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  const cx = x + width / 2;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={4} fill="#dfe7f2" />
      <path
        d={`M${x + 6} ${y + height} c2 -${height * 0.3} ${width * 0.2} -${height * 0.36} ${width / 2 - 6} -${height * 0.36} s${width / 2 - 8} ${height * 0.06} ${width / 2 - 6} ${height * 0.36}z`}
        fill="#5b6b84"
      />
      <circle cx={cx} cy={y + height * 0.4} r={width * 0.22} fill="#e8b98f" />
      <path
        d={`M${cx - width * 0.23} ${y + height * 0.38} q${width * 0.23} -${height * 0.3} ${width * 0.46} 0 q-${width * 0.1} -${height * 0.1} -${width * 0.23} -${height * 0.08} z`}
        fill="#4a3424"
      />
    </g>
  );
}

function Field({ x, y, label, value }: { x: number; y: number; label: string; value: string }) {
  return (
    <g fontFamily={SANS}>
      <text x={x} y={y} fontSize={6.5} fill="#6b7a90">
        {label}
      </text>
      <text x={x} y={y + 10} fontSize={9.5} fontWeight={700} fill="#1d2633">
        {value}
      </text>
    </g>
  );
}

function Specimen({ x, y }: { x: number; y: number }) {
  return (
    <text
      x={x}
      y={y}
      fontFamily={SANS}
      fontSize={30}
      fontWeight={800}
      fill="#d93a4a"
      opacity={0.22}
      transform={`rotate(-18 ${x} ${y})`}
      textAnchor="middle"
    >
      SPECIMEN
    </text>
  );
}

function Passport() {
  const pattern = useId();
  return (
    <>
      <defs>
        <pattern id={pattern} width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M0 8 Q4 0 8 8 T16 8" fill="none" stroke="#c9d8ea" strokeWidth="0.8" />
        </pattern>
      </defs>
      <rect width="320" height="220" rx="10" fill="#f4f1e8" />
      <rect width="320" height="220" rx="10" fill={`url(#${pattern})`} />
      <rect width="320" height="26" rx="10" fill="#7a1f2b" />
      <rect y="16" width="320" height="10" fill="#7a1f2b" />
      <text x="14" y="17" fontFamily={SANS} fontSize="9" fontWeight={700} fill="#f6e3b0" letterSpacing="1.5">
        REPUBLIC OF UTOPIA · PASSPORT
      </text>
      <Portrait x={14} y={36} width={78} height={98} />
      <Field x={106} y={44} label="Type / Country" value="P  UTO" />
      <Field x={196} y={44} label="Passport No." value="L898902C3" />
      <Field x={106} y={68} label="Surname" value="SPECIMEN" />
      <Field x={106} y={92} label="Given names" value="ALEX JORDAN" />
      <Field x={106} y={116} label="Date of birth" value="01 JAN 1990" />
      <Field x={196} y={116} label="Date of expiry" value="01 JAN 2034" />
      <Field x={14} y={146} label="Nationality" value="UTOPIAN" />
      <Field x={106} y={146} label="Sex" value="X" />
      <Specimen x={210} y={100} />
      <rect y="166" width="320" height="54" fill="#ffffff" opacity="0.7" />
      <g fontFamily={MONO} fontSize="10.4" fill="#1d2633" letterSpacing="0.4">
        <text x="12" y="188">
          P&lt;UTOSPECIMEN&lt;&lt;ALEX&lt;JORDAN&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;
        </text>
        <text x="12" y="206">
          L898902C36UTO9001011X3401012&lt;&lt;&lt;&lt;&lt;&lt;06
        </text>
      </g>
    </>
  );
}

function IdCard() {
  const gradient = useId();
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e3f1fb" />
          <stop offset="1" stopColor="#c8e6da" />
        </linearGradient>
      </defs>
      <rect width="320" height="220" rx="14" fill={`url(#${gradient})`} />
      <rect x="0" y="0" width="320" height="34" rx="14" fill="#1f6f8b" />
      <rect x="0" y="20" width="320" height="14" fill="#1f6f8b" />
      <text x="16" y="22" fontFamily={SANS} fontSize="10" fontWeight={700} fill="#ffffff" letterSpacing="1.5">
        UTOPIA · IDENTITY CARD
      </text>
      <Portrait x={16} y={48} width={86} height={108} />
      <rect x="250" y="52" width="46" height="36" rx="6" fill="#d6b25e" stroke="#a8863a" />
      <path d="M250 70h46M273 52v36M262 60h22v20h-22z" fill="none" stroke="#a8863a" strokeWidth="1" />
      <Field x={118} y={58} label="Surname" value="SPECIMEN" />
      <Field x={118} y={84} label="Given names" value="ALEX JORDAN" />
      <Field x={118} y={110} label="Date of birth" value="01.01.1990" />
      <Field x={118} y={136} label="Card No." value="UTO 0042 7781" />
      <Field x={230} y={136} label="Expires" value="01.01.2034" />
      <Specimen x={200} y={118} />
      <text x="16" y="190" fontFamily={MONO} fontSize="10" fill="#1d2633">
        IDUTO00427781&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;
      </text>
      <text x="16" y="206" fontFamily={MONO} fontSize="10" fill="#1d2633">
        9001011X3401012UTO&lt;&lt;&lt;&lt;&lt;&lt;&lt;
      </text>
    </>
  );
}

function Blurred({ children }: { children: ReactNode }) {
  const blur = useId();
  const glare = useId();
  return (
    <>
      <defs>
        <filter id={blur}>
          <feGaussianBlur stdDeviation="4.5" />
        </filter>
        <radialGradient id={glare} cx="0.65" cy="0.35" r="0.45">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g filter={`url(#${blur})`} transform="rotate(-4 160 110)">
        {children}
      </g>
      <rect width="320" height="220" fill={`url(#${glare})`} />
    </>
  );
}

export type DocumentKind = 'passport' | 'id_card';

/** A sample of the document kind; `unreadable` draws it blurred, with glare. */
export function DocumentSample({ kind, unreadable = false }: { kind: DocumentKind; unreadable?: boolean }) {
  const body = kind === 'passport' ? <Passport /> : <IdCard />;
  const name = kind === 'passport' ? 'passport' : 'ID card';
  return (
    <svg
      viewBox="0 0 320 220"
      role="img"
      aria-label={unreadable ? `Blurry ${name} sample` : `Sample ${name}`}
      className="sample-image"
    >
      {unreadable ? <Blurred>{body}</Blurred> : body}
    </svg>
  );
}

export function SelfieSample() {
  const backdrop = useId();
  return (
    <svg viewBox="0 0 220 220" role="img" aria-label="Sample selfie" className="sample-image">
      <defs>
        <linearGradient id={backdrop} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9e6f5" />
          <stop offset="1" stopColor="#b7cbe4" />
        </linearGradient>
      </defs>
      <rect width="220" height="220" rx="14" fill={`url(#${backdrop})`} />
      <path d="M30 220c6-52 40-78 80-78s74 26 80 78z" fill="#3f6fb5" />
      <circle cx="110" cy="92" r="44" fill="#e8b98f" />
      <path d="M64 90c0-34 20-52 46-52s46 18 46 52c-10-16-26-24-46-24s-36 8-46 24z" fill="#4a3424" />
      <circle cx="94" cy="94" r="4" fill="#3b2a1d" />
      <circle cx="126" cy="94" r="4" fill="#3b2a1d" />
      <path d="M96 114q14 10 28 0" fill="none" stroke="#a5643a" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="66" cy="98" rx="6" ry="10" fill="#e0ad82" />
      <ellipse cx="154" cy="98" rx="6" ry="10" fill="#e0ad82" />
      <circle cx="110" cy="92" r="62" fill="none" stroke="#ffffff" strokeWidth="3" strokeDasharray="8 7" />
    </svg>
  );
}
