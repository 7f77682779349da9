import type { SystemPageKind } from "./pages";

/** The system pages' pictures: one motif each on a shared stage, drawn in the theme's colours (viewBox 0 0 312 129). */
export function SystemPicture({ kind }: { kind: SystemPageKind }) {
  return (
    <svg className="system-picture" viewBox="0 0 312 129" width="312" height="129" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`sp-glow-${kind}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" />
          <stop offset="1" stopColor="var(--color-brand)" />
        </linearGradient>
      </defs>
      <ellipse cx="156" cy="118" rx="110" ry="8" fill="var(--color-surface-3)" />
      <circle cx="48" cy="34" r="3" fill="var(--color-accent)" opacity=".6" />
      <circle cx="268" cy="26" r="4" fill="var(--color-brand)" opacity=".5" />
      <circle cx="252" cy="84" r="2.5" fill="var(--color-accent)" opacity=".5" />
      <circle cx="70" cy="92" r="2" fill="var(--color-brand)" opacity=".6" />
      <g stroke={`url(#sp-glow-${kind})`} fill="none" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        {motifs[kind]}
      </g>
    </svg>
  );
}

const card = <rect x="106" y="22" width="100" height="70" rx="10" />;

const motifs: Record<SystemPageKind, React.ReactNode> = {
  maintenance: (
    <>
      <circle cx="156" cy="62" r="30" />
      <circle cx="156" cy="62" r="10" />
      <path d="M156 20v12M156 92v12M114 62h12M186 62h12M126 32l8 8M178 84l8 8M186 32l-8 8M134 84l-8 8" />
    </>
  ),
  "not-found": (
    <>
      <path d="M96 30v30h24M120 30v58" />
      <circle cx="156" cy="59" r="26" />
      <path d="M192 30v30h24M216 30v58" />
    </>
  ),
  forbidden: (
    <>
      <rect x="128" y="52" width="56" height="44" rx="8" />
      <path d="M140 52V40a16 16 0 0 1 32 0v12M156 70v10" />
    </>
  ),
  "user-blocked": (
    <>
      <circle cx="156" cy="60" r="36" />
      <path d="M131 85l50-50" />
    </>
  ),
  "slot-error": (
    <>
      <rect x="100" y="24" width="112" height="74" rx="10" />
      <path d="M137 24v74M175 24v74M116 52l10 14M126 52l-10 14M150 52l12 14M162 52l-12 14M188 52l10 14M198 52l-10 14" />
    </>
  ),
  "payment-cancel": (
    <>
      {card}
      <path d="M106 44h100M140 62l32 20M172 62l-32 20" />
    </>
  ),
  "payment-fail": (
    <>
      {card}
      <path d="M106 44h100M156 58v14M156 82v1" />
    </>
  ),
  "payment-new-window": (
    <>
      <rect x="98" y="36" width="84" height="60" rx="8" />
      <path d="M170 24h44v44M214 24l-46 46" />
    </>
  ),
  "payment-success": (
    <>
      <circle cx="156" cy="60" r="36" />
      <path d="M138 60l12 12 24-26" />
    </>
  ),
  "payment-pending": <circle cx="156" cy="60" r="36" />,
  "payment-mobile": (
    <>
      <rect x="132" y="16" width="48" height="90" rx="10" />
      <path d="M150 94h12M146 50l8 8 14-16" />
    </>
  ),
  unsubscribe: (
    <>
      <rect x="104" y="30" width="104" height="66" rx="8" />
      <path d="M104 36l52 34 52-34" />
    </>
  ),
};
