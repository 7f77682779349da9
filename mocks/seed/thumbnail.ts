/** Escapes text for SVG. */
function esc(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A flat emblem for providers, jackpots, products, characters and banners. */
export function emblem(label: string, palette: string, width = 160, height = 96) {
  const [from = "#222", to = "#555"] = palette.split(",");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="12" fill="url(#g)"/><text x="50%" y="55%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="${Math.round(height / 5)}" font-weight="700" fill="#fff">${esc(label)}</text></svg>`;
}

/**
 * Promotional art for banners, promotions and offers (no text: the page writes the title over it). A night sky
 * gradient, a glow, and one of five motifs picked by the name: gold coins, playing cards, a football, a trophy,
 * a gift. `width`×`height` keeps the 8:3 banner ratio whatever the size (960×360 wide, 640×240 for phones).
 */
export function promoArt(name: string, width = 960, height = 360) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const palettes = [
    ["#1b1040", "#5b2bd6", "#ffc83d"],
    ["#0b2a3a", "#127a8a", "#ffd166"],
    ["#3a0b1e", "#c2255c", "#ffe08a"],
    ["#0f2417", "#2f8f5b", "#f9e27d"],
    ["#1d1939", "#ff7a45", "#fff1b8"],
  ];
  const [from, to, accent] = palettes[hash % palettes.length]!;
  const motif = (hash >>> 3) % 5;
  const coin = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#b37a00"/><circle r="${r - 4}" fill="${accent}"/><circle r="${r * 0.62}" fill="none" stroke="#b37a00" stroke-width="3"/><path d="M${-r * 0.18} ${-r * 0.3}h${r * 0.36}M0 ${-r * 0.42}v${r * 0.84}" stroke="#8a5a00" stroke-width="${Math.max(2, r / 8)}" stroke-linecap="round"/></g>`;
  const card = (x: number, y: number, rotate: number, suit: string, color: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-55" y="-78" width="110" height="156" rx="12" fill="#0d0b1e" opacity=".35" transform="translate(4 6)"/><rect x="-55" y="-78" width="110" height="156" rx="12" fill="#fff"/><text y="22" text-anchor="middle" font-size="64" fill="${color}" font-family="serif">${suit}</text></g>`;
  const motifs = [
    coin(720, 200, 70) + coin(830, 120, 46) + coin(610, 110, 38) + coin(870, 270, 34),
    card(700, 190, -14, "♠", "#1d1939") + card(800, 180, 10, "♥", "#e0245e") + card(880, 200, 26, "♦", "#e0245e"),
    `<g transform="translate(760 180)"><circle r="100" fill="#fff"/><path d="M0-34l32 23-12 38h-40l-12-38z" fill="#1d1939"/><path d="M0-100v66M95-31l-63 20M59 81l-39-54M-59 81l39-54M-95-31l63 20" stroke="#1d1939" stroke-width="5"/></g>`,
    `<g transform="translate(760 190)" fill="${accent}"><path d="M-70-110h140v40c0 60-30 95-70 100-40-5-70-40-70-100z"/><path d="M-70-90h-40c0 50 30 70 48 72M70-90h40c0 50-30 70-48 72" fill="none" stroke="${accent}" stroke-width="12"/><rect x="-14" y="28" width="28" height="50"/><rect x="-60" y="78" width="120" height="26" rx="6"/></g>`,
    `<g transform="translate(760 200)"><rect x="-95" y="-60" width="190" height="140" rx="10" fill="${accent}"/><rect x="-105" y="-90" width="210" height="40" rx="8" fill="#fff"/><rect x="-14" y="-90" width="28" height="170" fill="#e0245e"/><path d="M0-90c-40-60-90-30-60 0M0-90c40-60 90-30 60 0" fill="none" stroke="#e0245e" stroke-width="12"/></g>`,
  ];
  const sparkles = [120, 300, 470, 560]
    .map((x, i) => `<path transform="translate(${x} ${60 + ((hash >>> i) % 240)}) scale(${0.5 + (i % 2) * 0.4})" d="M0-16C2-5 5-2 16 0 5 2 2 5 0 16-2 5-5 2-16 0-5-2-2-5 0-16z" fill="${i % 2 ? accent : "#fff"}" opacity=".85"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 360" preserveAspectRatio="xMidYMid slice" role="img" aria-hidden="true"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs><rect width="960" height="360" fill="url(#bg)"/><circle cx="760" cy="180" r="230" fill="url(#glow)"/>${sparkles}${motifs[motif]}</svg>`;
}
