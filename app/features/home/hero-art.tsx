/**
 * The home hero's picture, drawn rather than downloaded: two playing cards, casino chips, a football and
 * sparkles (viewBox 0 0 360 280). Decorative only.
 */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 360 280" width="360" height="280" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="ha-glow">
          <stop offset="0" stopColor="#ffc83d" stopOpacity=".55" />
          <stop offset=".45" stopColor="#ff7ab0" stopOpacity=".18" />
          <stop offset="1" stopColor="#7b5cff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ha-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#ddd6ff" />
        </linearGradient>
        <linearGradient id="ha-ball" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#c9c2ee" />
        </linearGradient>
        <clipPath id="ha-ball-clip">
          <circle r="32" />
        </clipPath>
      </defs>
      <circle cx="200" cy="136" r="150" fill="url(#ha-glow)" />

      <g transform="translate(122 38) rotate(-14)">
        <rect x="3" y="6" width="112" height="156" rx="12" fill="#0d0b1e" opacity=".35" />
        <rect width="112" height="156" rx="12" fill="url(#ha-card)" />
        <text x="12" y="30" fill="#1d1939" fontSize="24" fontWeight="800" fontFamily="system-ui, sans-serif">
          A
        </text>
        <path transform="translate(20 44) scale(.32)" d={spade} fill="#1d1939" />
        <path transform="translate(56 86) scale(1.15)" d={spade} fill="#1d1939" />
      </g>
      <g transform="translate(206 52) rotate(13)">
        <rect x="3" y="6" width="112" height="156" rx="12" fill="#0d0b1e" opacity=".35" />
        <rect width="112" height="156" rx="12" fill="url(#ha-card)" />
        <text x="12" y="30" fill="#e0245e" fontSize="24" fontWeight="800" fontFamily="system-ui, sans-serif">
          7
        </text>
        <path transform="translate(20 44) scale(.32)" d={heart} fill="#e0245e" />
        <path transform="translate(56 84) scale(1.1)" d={heart} fill="#e0245e" />
      </g>

      <Chip x={88} y={196} r={46} fill="#ffc83d" rim="#b37a00" ink="#3d2a00" label="7" />
      <Chip x={52} y={104} r={30} fill="#7b5cff" rim="#4a2fc4" ink="#ffffff" shape={STAR} />
      <Chip x={318} y={222} r={28} fill="#ff5c9a" rim="#b3245e" ink="#ffffff" shape={CLUB} />

      <g transform="translate(250 226)">
        <circle r="33" fill="#0d0b1e" opacity=".3" cx="3" cy="5" />
        <circle r="33" fill="url(#ha-ball)" />
        <g clipPath="url(#ha-ball-clip)" fill="#1d1939">
          <path d="M0.0 -11.0L10.5 -3.4L6.5 8.9L-6.5 8.9L-10.5 -3.4zM0.0 -20.0L-9.5 -26.9L-5.9 -38.1L5.9 -38.1L9.5 -26.9zM19.0 -6.2L22.7 -17.4L34.4 -17.4L38.0 -6.2L28.5 0.7zM11.8 16.2L23.5 16.2L27.1 27.4L17.6 34.3L8.1 27.4zM-11.8 16.2L-8.1 27.4L-17.6 34.3L-27.1 27.4L-23.5 16.2zM-19.0 -6.2L-28.5 0.7L-38.0 -6.2L-34.4 -17.4L-22.7 -17.4z" />
          <path d="M0.0 -11.0L0.0 -20.0M10.5 -3.4L19.0 -6.2M6.5 8.9L11.8 16.2M-6.5 8.9L-11.8 16.2M-10.5 -3.4L-19.0 -6.2" stroke="#1d1939" strokeWidth="2.2" />
        </g>
        <circle r="32" fill="none" stroke="#1d1939" strokeOpacity=".25" strokeWidth="2" />
      </g>

      <path transform="translate(300 64)" d={sparkle} fill="#ffc83d" />
      <path transform="translate(30 36) scale(.6)" d={sparkle} fill="#ffffff" />
      <path transform="translate(178 258) scale(.55)" d={sparkle} fill="#ffc83d" />
      <path transform="translate(346 150) scale(.45)" d={sparkle} fill="#ffffff" />
      <circle cx="110" cy="20" r="3" fill="#ffffff" opacity=".7" />
      <circle cx="336" cy="26" r="2.5" fill="#ff9ac4" />
      <circle cx="14" cy="170" r="2.5" fill="#ffc83d" opacity=".8" />
    </svg>
  );
}

/** Suit shapes centred on 0,0, about 40 units tall. */
const spade = "M0-20C7-11 20-5 20 5c0 8-8 12-15 7l3 9H-8l3-9c-7 5-15 1-15-7 0-10 13-16 20-25z";
const heart = "M0 18C-13 9-21 1-21-7c0-7 5-11 10.5-11C-5-18-2-15 0-11c2-4 5-7 10.5-7C16-18 21-14 21-7 21 1 13 9 0 18z";
const sparkle = "M0-16C2-5 5-2 16 0 5 2 2 5 0 16-2 5-5 2-16 0-5-2-2-5 0-16z";

/** Twelve equal dashes and gaps round a circle of radius `r` (drawn without pathLength, which HTML's SVG does not allow on <circle>). */
function dashes(r: number): string {
  const step = ((2 * Math.PI * r) / 12).toFixed(2);
  return `${step} ${step}`;
}

/** A chip's marks, drawn in a 24 × 24 box: never a font's glyph (a star or club symbol the player's fonts lack is a box). */
const STAR = "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z";
const CLUB = "M12 3a4 4 0 0 1 3.6 5.7A4 4 0 1 1 13.2 15.4L14.8 21H9.2l1.6-5.6A4 4 0 1 1 8.4 8.7 4 4 0 0 1 12 3z";

function Chip({ x, y, r, fill, rim, ink, label, shape }: { x: number; y: number; r: number; fill: string; rim: string; ink: string; label?: string; shape?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} cx="3" cy="6" fill="#0d0b1e" opacity=".35" />
      <circle r={r} fill={rim} />
      <circle r={r - 3} fill={fill} />
      <circle r={r - 9} fill="none" stroke="#ffffff" strokeWidth={r / 5} strokeDasharray={dashes(r - 9)} opacity=".9" />
      <circle r={r * 0.56} fill={fill} stroke={rim} strokeWidth="2" />
      <circle r={r * 0.56 - 5} fill="none" stroke={ink} strokeWidth="1.2" strokeDasharray="2 3" opacity=".45" />
      {shape ? (
        <path d={shape} transform={`scale(${(r * 0.6) / 24}) translate(-12 -12)`} fill={ink} />
      ) : (
        <text y={r * 0.22} textAnchor="middle" fill={ink} fontSize={r * 0.62} fontWeight="800" fontFamily="system-ui, sans-serif">
          {label}
        </text>
      )}
    </g>
  );
}
