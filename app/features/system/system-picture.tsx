import type { ErrorPageKind } from "./pages";

/**
 * The system pages' pictures (viewBox 0 0 312 129): one object each on a shared stage (glow, floor, sparkles),
 * most with a round status badge, drawn in the theme's colours. Ids carry the kind: one picture per page.
 */
export function SystemPicture({ kind }: { kind: ErrorPageKind }) {
  const id = (name: string) => `sp-${name}-${kind}`;
  const { body, badge } = motifs[kind];
  return (
    <svg className="system-picture" viewBox="0 0 312 129" width="312" height="129" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id("line")} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd76a" />
          <stop offset="1" stopColor="#9b82ff" />
        </linearGradient>
        <linearGradient id={id("fill")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a3170" />
          <stop offset="1" stopColor="#1d1939" />
        </linearGradient>
        <radialGradient id={id("glow")}>
          <stop offset="0" stopColor="#7b5cff" stopOpacity=".5" />
          <stop offset="1" stopColor="#7b5cff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="156" cy="64" rx="130" ry="64" fill={`url(#${id("glow")})`} />
      <ellipse cx="156" cy="119" rx="92" ry="6" fill="#05040d" opacity=".55" />
      <path transform="translate(58 36)" d={sparkle} fill="#ffc83d" />
      <path transform="translate(262 30) scale(.7)" d={sparkle} fill="#c9bcff" />
      <path transform="translate(250 94) scale(.5)" d={sparkle} fill="#ffc83d" opacity=".8" />
      <circle cx="74" cy="96" r="2.5" fill="#9b82ff" />
      <circle cx="36" cy="70" r="1.8" fill="#ffffff" opacity=".6" />
      <circle cx="284" cy="66" r="2" fill="#ffffff" opacity=".6" />
      <g
        fill={`url(#${id("fill")})`}
        stroke={`url(#${id("line")})`}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {body}
      </g>
      {badge ? <Badge {...badge} /> : null}
    </svg>
  );
}

const sparkle = "M0-9C1-3 3-1 9 0 3 1 1 3 0 9-1 3-3 1-9 0-3-1-1-3 0-9z";

const badgeColours = { danger: "#ff5c7a", success: "#2fd68a", accent: "#ffc83d", brand: "#7b5cff" } as const;
const symbols = {
  check: "M-6 0l4 4.5 8-9",
  cross: "M-5-5l10 10M5-5l-10 10",
  alert: "M0-7v7M0 6v.5",
  minus: "M-6 0h12",
  arrow: "M-5 5l9.5-9.5M-2-5h7v7",
  ban: "M-5 5l10-10",
} as const;

interface BadgeSpec {
  x: number;
  y: number;
  tone: keyof typeof badgeColours;
  symbol: keyof typeof symbols;
}

function Badge({ x, y, tone, symbol }: BadgeSpec) {
  const ink = tone === "accent" ? "#1a1300" : "#ffffff";
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="16" fill={badgeColours[tone]} stroke="#0d0b1e" strokeWidth="4" />
      <path d={symbols[symbol]} fill="none" stroke={ink} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** A bank card: body, magnetic stripe, chip. */
const bankCard = (
  <>
    <rect x="110" y="28" width="96" height="64" rx="10" />
    <path d="M110 46h96" fill="none" />
    <rect x="122" y="60" width="18" height="13" rx="3" stroke="none" fill="#ffc83d" />
    <path d="M150 78h26" fill="none" opacity=".6" />
  </>
);

/** A gear: teeth in the accent line colour, a filled body, a dark hub. */
function Gear({ cx, cy, r, teeth }: { cx: number; cy: number; r: number; teeth: number }) {
  const width = r * 0.45;
  return (
    <>
      <g transform={`translate(${cx} ${cy})`} stroke="none" fill="#9b82ff">
        {Array.from({ length: teeth }, (_, index) => (
          <rect key={index} x={-width / 2} y={-r - 10} width={width} height="16" rx="3" transform={`rotate(${(360 / teeth) * index})`} />
        ))}
      </g>
      <circle cx={cx} cy={cy} r={r} />
      <circle cx={cx} cy={cy} r={r * 0.36} fill="#0d0b1e" />
    </>
  );
}

const motifs: Record<ErrorPageKind, { body: React.ReactNode; badge?: BadgeSpec }> = {
  "server-error": {
    body: (
      <>
        <rect x="116" y="18" width="80" height="96" rx="10" />
        <path d="M130 40h52M130 56h52M130 72h30" fill="none" opacity=".6" />
        <path d="M166 84l-10 10 8 6-10 10" fill="none" stroke="#ff5c7a" strokeWidth="3.5" />
      </>
    ),
    badge: { x: 196, y: 30, tone: "danger", symbol: "alert" },
  },
  maintenance: {
    body: (
      <>
        <Gear cx={138} cy={62} r={30} teeth={8} />
        <Gear cx={190} cy={88} r={17} teeth={6} />
      </>
    ),
    badge: { x: 192, y: 34, tone: "accent", symbol: "alert" },
  },
  busy: {
    body: (
      <>
        <Gear cx={138} cy={62} r={30} teeth={8} />
        <Gear cx={190} cy={88} r={17} teeth={6} />
      </>
    ),
    badge: { x: 192, y: 34, tone: "accent", symbol: "minus" },
  },
  "not-found": {
    body: (
      <>
        <path d="M92 32v30h28M120 30v62" fill="none" strokeWidth="9" />
        <circle cx="156" cy="60" r="30" fill="#ffc83d" stroke="#b37a00" strokeWidth="4" />
        <circle cx="156" cy="60" r="22" fill="none" stroke="#fff" strokeWidth="6" strokeDasharray="11.52 11.52" />
        <circle cx="156" cy="60" r="14" fill="#ffc83d" stroke="#b37a00" strokeWidth="2" />
        <path d="M192 32v30h28M220 30v62" fill="none" strokeWidth="9" />
      </>
    ),
  },
  forbidden: {
    body: (
      <>
        <path d="M138 54V40a18 18 0 0 1 36 0v14" fill="none" strokeWidth="7" />
        <rect x="124" y="52" width="64" height="50" rx="10" />
        <circle cx="156" cy="72" r="6" stroke="none" fill="#ffc83d" />
        <path d="M156 76v12" stroke="#ffc83d" strokeWidth="5" />
      </>
    ),
    badge: { x: 190, y: 96, tone: "danger", symbol: "minus" },
  },
  "user-blocked": {
    body: (
      <>
        <circle cx="156" cy="62" r="40" />
        <circle cx="156" cy="50" r="13" fill="#9b82ff" stroke="none" />
        <path d="M130 90a26 22 0 0 1 52 0" fill="#9b82ff" stroke="none" />
      </>
    ),
    badge: { x: 188, y: 92, tone: "danger", symbol: "ban" },
  },
  "slot-error": {
    body: (
      <>
        <rect x="104" y="20" width="104" height="86" rx="14" />
        <rect x="116" y="36" width="80" height="40" rx="6" fill="#f2f0ff" strokeWidth="3" />
        <path d="M142.7 36v40M169.3 36v40" strokeWidth="2" fill="none" opacity=".7" />
        <path d="M124 48l11 16M135 48l-11 16M151 48l11 16M162 48l-11 16M178 48l11 16M189 48l-11 16" stroke="#e0245e" strokeWidth="3.5" fill="none" />
        <path d="M124 90h64" fill="none" opacity=".6" />
        <path d="M208 50h10V26" fill="none" />
        <circle cx="218" cy="22" r="6" fill="#ff5c7a" stroke="none" />
      </>
    ),
    badge: { x: 204, y: 104, tone: "danger", symbol: "alert" },
  },
  "payment-cancel": { body: bankCard, badge: { x: 204, y: 90, tone: "danger", symbol: "cross" } },
  "payment-fail": { body: bankCard, badge: { x: 204, y: 90, tone: "danger", symbol: "alert" } },
  "payment-new-window": {
    body: (
      <>
        <rect x="100" y="30" width="96" height="72" rx="10" />
        <path d="M100 48h96" fill="none" />
        <circle cx="112" cy="39" r="2.5" fill="#ff5c7a" stroke="none" />
        <circle cx="121" cy="39" r="2.5" fill="#ffc83d" stroke="none" />
        <circle cx="130" cy="39" r="2.5" fill="#2fd68a" stroke="none" />
        <path d="M118 66h44M118 80h28" fill="none" opacity=".6" />
      </>
    ),
    badge: { x: 200, y: 32, tone: "accent", symbol: "arrow" },
  },
  "payment-success": { body: bankCard, badge: { x: 204, y: 90, tone: "success", symbol: "check" } },
  "payment-pending": { body: <circle cx="156" cy="62" r="36" /> },
  "payment-mobile": {
    body: (
      <>
        <rect x="130" y="12" width="52" height="98" rx="12" />
        <rect x="138" y="26" width="36" height="62" rx="4" fill="#0d0b1e" strokeWidth="2" />
        <path d="M148 98h16" fill="none" />
        <path d="M147 57l7 7 12-14" stroke="#2fd68a" strokeWidth="5" fill="none" />
        <path d="M196 36a22 22 0 0 1 0 30M206 28a34 34 0 0 1 0 46" fill="none" strokeWidth="3.5" opacity=".8" />
        <path d="M116 36a22 22 0 0 0 0 30M106 28a34 34 0 0 0 0 46" fill="none" strokeWidth="3.5" opacity=".8" />
      </>
    ),
  },
  unsubscribe: {
    body: (
      <>
        <rect x="106" y="30" width="100" height="68" rx="10" />
        <path d="M108 34l48 34 48-34" fill="none" />
      </>
    ),
    badge: { x: 204, y: 94, tone: "brand", symbol: "minus" },
  },
};
