import { createRandom } from "./prng";

/**
 * Every sandbox game's thumbnail, drawn from its theme (issue 39 item 1): a motif drawer picked by the words of
 * the game's name and its type (a dome and gold for Samarkand, ice crystals for Ice, a buffalo, cards for
 * blackjack, a wheel for roulette, a rocket for Limbo…), composed with parameters seeded by the game's sysname:
 * the hue of its palette, a background pattern, the motif's place, size and mirror, the small items around it and
 * the sparkles. No text at all: the card's caption names the game, in the page's language. 288×192 (the
 * `img_288_192` of the spec), one aspect ratio for every tile, about 2 KB each.
 */

type Rng = ReturnType<typeof createRandom>;
/** The colours of one picture: hue of the theme (jittered per game), and the motif's own gradient stops. */
interface Look {
  hue: number;
  /** Background saturation and lightness range. */
  sat: number;
  dark: number;
  light: number;
  /** The motif gradient `#m`: light, middle, dark. */
  motif: [string, string, string];
}
type Drawer = (r: Rng, look: Look) => string;

const W = 288;
const H = 192;
const n = (value: number) => Math.round(value * 10) / 10;
/** A #rrggbb colour turned round the colour wheel by `turn` degrees (its saturation and lightness kept). */
function turnHex(hex: string, turn: number) {
  const [red, green, blue] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h = d === 0 ? 0 : max === red ? ((green - blue) / d) % 6 : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return hsl(h * 60 + turn, s * 100, l * 100);
}

/** An HSL colour written as #rrggbb (shorter than hsl(), and what every SVG reader knows). */
function hsl(h: number, s: number, l: number) {
  const hue = ((h % 360) + 360) % 360;
  const a = (Math.min(s, 100) / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (k: number) => {
    const t = (k + hue / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(t - 3, 9 - t, 1))))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
const at = (x: number, y: number, s = 1, rotate = 0, body = "") =>
  `<g transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ""}${s !== 1 ? ` scale(${Math.round(s * 100) / 100})` : ""}">${body}</g>`;

// ── small shared shapes: drawn once in <defs> (only those a picture uses) and placed with <use> ───────────────
const symbols: Record<string, string> = {
  s: `<path id="s" d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10z"/>`,
  cn: `<g id="cn"><circle r="10" fill="#9a5d00"/><circle cx="-.6" cy="-.6" r="8.6" fill="url(#au)"/><circle cx="-.6" cy="-.6" r="5.6" fill="none" stroke="#c98a10" stroke-width="1.3"/></g>`,
  cs: `<g id="cs"><ellipse cy="1.4" rx="10" ry="3.6" fill="#9a5d00"/><ellipse rx="10" ry="3.6" fill="url(#au)"/></g>`,
  gm: `<g id="gm"><path d="M-12-5-6-12H6l6 7L0 13z"/><path d="M-12-5H12L0 13z" fill="#000" opacity=".22"/><path d="M-6-12-3-5h6l3-7" fill="#fff" opacity=".45"/></g>`,
  st: `<path id="st" d="M0-50 14-17 49-15 22 8 31 43 0 24-31 43-22 8-49-15-14-17z" stroke-linejoin="round"/>`,
  bt: `<path id="bt" d="M8-52-26 6H-2L-14 52 26-8H2z" fill="url(#au)" stroke="#fff8d0" stroke-width="2" stroke-linejoin="round"/>`,
  cr: `<g id="cr" fill="url(#au)" stroke="#8a5200" stroke-width="2" stroke-linejoin="round"><path d="M-40 22-46-26-20-4 0-36 20-4 46-26 40 22z"/><rect x="-42" y="20" width="84" height="14" rx="4"/><g stroke="none"><circle cy="-36" r="6" fill="#e0245e"/><circle cx="-46" cy="-26" r="5" fill="#3aa0ff"/><circle cx="46" cy="-26" r="5" fill="#3aa0ff"/><circle cy="27" r="4" fill="#2ecc71"/></g></g>`,
  cl: `<path id="cl" d="M-40 12a16 16 0 0 1 4-31 22 22 0 0 1 40-8 18 18 0 0 1 32 14 13 13 0 0 1-4 25z"/>`,
  cd: `<g id="cd"><rect x="-21" y="-30" width="48" height="68" rx="6" fill="#000" opacity=".3"/><rect x="-24" y="-34" width="48" height="68" rx="6" fill="#fffdf6" stroke="#d9d2c0"/></g>`,
  heart: `<path id="heart" d="M0 14C-16 2-20-4-20-9c0-6 5-10 10-10 4 0 8 3 10 7 2-4 6-7 10-7 5 0 10 4 10 10 0 5-4 11-20 23z"/>`,
  spade: `<path id="spade" d="M0-20C-16-6-20 0-20 5c0 6 5 9 10 9 3 0 6-2 8-4L-4 20H4L2 10c2 2 5 4 8 4 5 0 10-3 10-9 0-5-4-11-20-25z"/>`,
  diamond: `<path id="diamond" d="M0-20 15 0 0 20-15 0z"/>`,
  club: `<path id="club" d="M0-20a9 9 0 0 0-8 13 9 9 0 1 0 6 14L-4 20H4L2 7a9 9 0 1 0 6-14A9 9 0 0 0 0-20z"/>`,
  ch: `<g id="ch"><circle r="10"/><circle r="8" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4.2 4.2"/><circle r="5" stroke="#fff" stroke-opacity=".6"/></g>`,
  bb: `<g id="bb"><circle r="10"/><circle r="10" fill="url(#hl)"/></g>`,
  dc: `<g id="dc"><rect x="-17" y="-16" width="40" height="40" rx="9" fill="#000" opacity=".3"/><rect x="-20" y="-20" width="40" height="40" rx="9"/><path d="M-16 16-20 11V-11a9 9 0 0 1 9-9h22" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/></g>`,
};
// Samarkand: a ribbed turquoise dome on its drum between two minarets, a golden finial.
symbols.mq = `<g id="mq"><rect x="-62" y="-34" width="14" height="92" fill="url(#m)"/><rect x="48" y="-34" width="14" height="92" fill="url(#m)"/><path d="M-66-34h22l-11-14zM44-34h22l-11-14z" fill="url(#au)"/><path d="M-62-20h14M48-20h14M-62 0h14M48 0h14" stroke="#fff" stroke-opacity=".5" stroke-width="2"/><rect x="-42" y="4" width="84" height="54" fill="#f1e4c6"/><path d="M-30 58V30a8 8 0 0 1 16 0v28M14 58V30a8 8 0 0 1 16 0v28M-8 58V22a8 10 0 0 1 16 0v36" fill="#2a3f7a"/><rect x="-46" y="-2" width="92" height="8" fill="url(#au)"/><path d="M-38-2C-40-34-14-44 0-64 14-44 40-34 38-2z" fill="url(#m)"/><path d="M-24-2c-2-22 8-38 24-58M24-2C26-24 16-40 0-60M0-60V-2" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><path d="M0-64v-10" stroke="#ffcf4a" stroke-width="3"/><path d="M2-82a6 6 0 1 0 4 8 5 5 0 1 1-4-8z" fill="#ffcf4a"/></g>`;

/** One symbol placed: `<use>` at x,y, scaled, turned, with its own attributes (a fill the symbol inherits). */
const place = (id: string, x: number, y: number, s = 1, attrs = "", rotate = 0) =>
  `<use href="#${id}" transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ""}${s !== 1 ? ` scale(${Math.round(s * 100) / 100})` : ""}"${attrs ? ` ${attrs}` : ""}/>`;

const sparkle = (x: number, y: number, s: number, fill = "#fff") => place("s", x, y, s, `fill="${fill}"`);
const coin = (x: number, y: number, r: number) => place("cn", x, y, r / 10);
const gem = (x: number, y: number, s: number, fill: string) => place("gm", x, y, s, `fill="${fill}"`);
const star = (fill: string, stroke = "none") => `<use href="#st" fill="${fill}"${stroke !== "none" ? ` stroke="${stroke}" stroke-width="4"` : ""}/>`;
const bolt = () => `<use href="#bt"/>`;
const crown = () => `<use href="#cr"/>`;
const cloud = (fill: string) => `<use href="#cl" fill="${fill}"/>`;
const suitList = ["heart", "spade", "diamond", "club"] as const;
type Suit = (typeof suitList)[number];
const suitFill = (suit: Suit) => (suit === "heart" || suit === "diamond" ? "#d6204f" : "#1d1939");
for (const suit of suitList) symbols[`c${suit}`] = `<g id="c${suit}" fill="${suitFill(suit)}"><use href="#cd"/><use href="#${suit}"/><use href="#${suit}" transform="translate(-15 -24) scale(.28)"/></g>`;
const card = (x: number, y: number, rotate: number, suit: Suit, s = 1) => place(`c${suit}`, x, y, s, "", rotate);
symbols.cb = `<g id="cb"><rect x="-24" y="-34" width="48" height="68" rx="6" fill="#fffdf6"/><rect x="-19" y="-29" width="38" height="58" rx="3"/><path d="M-19-29 19 29M19-29-19 29" stroke="#fff" stroke-opacity=".35" stroke-width="3"/></g>`;
const cardBack = (x: number, y: number, rotate: number, color: string) => place("cb", x, y, 1, `fill="${color}"`, rotate);
const chip = (x: number, y: number, r: number, color: string) => place("ch", x, y, r / 10, `fill="${color}"`);
const chipStack = (x: number, y: number, r: number, count: number, color: string) =>
  `<g fill="${color}" stroke="#fff" stroke-width="2" stroke-dasharray="6 6">${Array.from({ length: count }, (_, i) => `<ellipse cx="${n(x)}" cy="${n(y - i * 6)}" rx="${n(r)}" ry="${n(r * 0.4)}"/>`).join("")}</g>`;
const die = (x: number, y: number, s: number, rotate: number, face: number, fill = "#fff", pip = "#1d1939") => {
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [[-9, -9], [9, 9]],
    3: [[-9, -9], [0, 0], [9, 9]],
    4: [[-9, -9], [9, -9], [-9, 9], [9, 9]],
    5: [[-9, -9], [9, -9], [0, 0], [-9, 9], [9, 9]],
    6: [[-9, -10], [9, -10], [-9, 0], [9, 0], [-9, 10], [9, 10]],
  };
  return at(x, y, s, rotate, `<use href="#dc" fill="${fill}"/><g fill="${pip}">${spots[face]!.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="4"/>`).join("")}</g>`);
};
const ball3d = (x: number, y: number, r: number, color: string) => place("bb", x, y, r / 10, `fill="${color}"`);

// ── motifs (drawn around 0,0 in a box of about 120×120) ──────────────────────────────────────────────────────
const motifs: Record<string, Drawer> = {
  // Samarkand: the mosque (symbol mq).
  dome: (r) => {
    const mosque = `<use href="#mq"/>`;
    // One building, or the square of three (a great dome between two smaller ones), under a crescent or the sun.
    const variant = r.int(0, 2);
    const sky = r.chance(0.5) ? `<path d="M-70-60a14 14 0 1 0 12 20 11 11 0 1 1-12-20z" fill="#fff4c2"/>` : `<circle cx="64" cy="-56" r="14" fill="#ffd166" opacity=".9"/>`;
    if (variant === 0) return sky + mosque;
    if (variant === 1) return sky + at(-62, 22, 0.5, 0, mosque) + at(62, 22, 0.5, 0, mosque) + at(0, -6, 0.85, 0, mosque);
    return sky + `<path d="M-80 58h160v8h-160z" fill="url(#au)"/>` + at(0, 0, 1, 0, mosque) + at(-74, 30, 0.4, 0, mosque);
  },
  // Gold: ingots stacked in a pyramid.
  ingots: () => {
    const bar = (x: number, y: number) => `<path d="M${x - 26} ${y + 10}h52l-8-18h-36z" fill="url(#au)" stroke="#8a5200" stroke-width="1.5" stroke-linejoin="round"/><path d="M${x - 18} ${y - 8}h36l-4 4h-28z" fill="#fff6c8" opacity=".7"/>`;
    return bar(-28, 40) + bar(28, 40) + bar(0, 20) + bar(-56, 60) + bar(0, 60) + bar(56, 60) + coin(-40, 4, 14) + coin(46, 8, 12);
  },
  // Wild: three glowing claw slashes over a leopard's spots.
  claws: (r) =>
    Array.from({ length: 7 }, () => `<path d="M0 0c-6-4-12 2-8 8s14 2 8-8z" transform="translate(${r.int(-60, 60)} ${r.int(-55, 55)}) scale(1.4)" fill="#2a1800" opacity=".45"/>`).join("") +
    [-22, 0, 22].map((x) => `<path d="M${x - 26} -58C${x - 6} -20 ${x + 4} 10 ${x + 24} 58L${x + 16} 14C${x + 8} -10 ${x - 6} -34 ${x - 26} -58z" fill="url(#m)" stroke="#fff" stroke-width="2"/>`).join(""),
  // Lucky: a four-leaf clover in a horseshoe.
  clover: () =>
    `<path d="M-42 40A46 46 0 1 1 42 40" fill="none" stroke="url(#au)" stroke-width="16" stroke-linecap="round"/>${[-60, -25, 10, 45, 80, 115, 150, 185, 220].map((a) => `<circle cx="${n(Math.cos((a * Math.PI) / 180) * 46)}" cy="${n(-Math.sin((a * Math.PI) / 180) * 46 + 0)}" r="2.5" fill="#8a5200"/>`).join("")}<g fill="url(#m)" stroke="#0c4020" stroke-width="1.5">${[0, 90, 180, 270].map((a) => `<path transform="rotate(${a})" d="M0 0C-4-10-20-12-20-24c0-8 10-12 20-2 10-10 20-6 20 2C20-12 4-10 0 0z"/>`).join("")}</g><path d="M0 0c4 16 8 26 16 34" stroke="#0c4020" stroke-width="4" fill="none"/>`,
  // Mega: a big faceted diamond.
  diamond: () =>
    `<path d="M-50-14-30-40h60l20 26L0 50z" fill="url(#m)" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M-50-14h100M-30-40-14-14 0-40 14-14 30-40M-14-14 0 50 14-14" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/><path d="M-30-40-14-14H-50z" fill="#fff" opacity=".45"/><path d="M14-14h36L0 50z" fill="#000" opacity=".22"/>`,
  // Ruby: an oval cushion-cut gem with a bright table.
  ruby: () =>
    `<ellipse rx="50" ry="42" fill="url(#m)" stroke="#fff" stroke-width="2"/><path d="M-26-20h52l14 20-14 20h-52L-40 0z" fill="#fff" opacity=".22"/><path d="M-26-20-50 0l24 20M26-20 50 0 26 20M-26-20 0-42 26-20M-26 20 0 42l26-22" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/><path d="M-30-26c10-8 22-10 34-8" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>`,
  crown: (r) =>
    (r.chance(0.5) ? `<path d="M-60 44c0-12 20-14 60-14s60 2 60 14-20 18-60 18-60-6-60-18z" fill="${r.pick(["#b5174a", "#1a4fd6", "#1a9a4a"])}"/><path d="M-60 44c20 6 100 6 120 0" stroke="url(#au)" stroke-width="3" fill="none"/>` : "") + crown(),
  // Silk Road: a camel on the dunes under a low sun.
  camel: () =>
    `<circle cx="34" cy="-26" r="26" fill="#ffd166" opacity=".9"/><path d="M-70 46C-40 20-10 26 10 38S50 30 70 40V60H-70z" fill="url(#m)"/><path d="M-44 14C-46-2-34-14-24-14-18-32-4-32 2-16 8-12 14-14 18-24L22-38C24-44 32-46 36-40L42-36 36-33 32-22C30-8 24 2 16 8L16 34H11L10 12H-22L-24 34H-29L-32 12-36 34H-41z" fill="#3b2412"/><path d="M-16-22h16" stroke="#e63946" stroke-width="5"/>`,
  // Dragon: a coiled eastern dragon chasing its pearl.
  dragon: () =>
    `<circle cx="44" cy="-36" r="14" fill="#fff" opacity=".95"/><circle cx="44" cy="-36" r="22" fill="url(#gl)"/><path d="M-58 40C-30-10-10 60 10 16S30-40 40-14" fill="none" stroke="url(#m)" stroke-width="18" stroke-linecap="round"/><path d="M-58 40C-30-10-10 60 10 16S30-40 40-14" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-dasharray="3 6"/><path d="M-50 26l-10-8M-36 10l-6-12M-14 30l-4 14M8 24l12 6M18-10l10 2" stroke="url(#au)" stroke-width="4" stroke-linecap="round"/><path d="M32-20c4-12 16-14 22-6l6 8-10 4z" fill="url(#m)"/><circle cx="44" cy="-20" r="2.5" fill="#ffcf4a"/><path d="M36-24c-2-10 2-18 8-22M44-22c2-8 8-14 14-14" stroke="url(#au)" stroke-width="2.5" fill="none"/>`,
  // Aurora: green and violet ribbons of light over dark peaks.
  aurora: (r) =>
    [0, 1, 2].map((i) => `<path d="M-80 ${-30 + i * 14}C-40 ${-60 + r.int(-10, 10)} 0 ${10 + i * 6} 40 ${-24 + i * 10}S80 ${-40 + i * 8} 90 ${-30 + i * 12}" fill="none" stroke="url(#m)" stroke-width="${16 - i * 4}" stroke-linecap="round" opacity="${0.85 - i * 0.2}"/>`).join("") +
    `<path d="M-80 60-40 10-20 30 10-6 40 30 56 18 80 60z" fill="#0a1326"/><path d="M10-6 20 6 14 10 4 2zM-40 10-32 20-44 22z" fill="#eaf6ff" opacity=".8"/>`,
  // Crystal: a cluster of hexagonal prisms.
  crystals: () =>
    [[-34, 40, -22, 30], [34, 40, 22, 34], [-14, 44, -8, 46], [16, 44, 8, 40], [0, 46, 0, 62]]
      .map(([x, y, rot, len]) => at(x!, y!, 1, rot!, `<path d="M-10 0V-${len}l10-14 10 14V0z" fill="url(#m)" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"/><path d="M0 0V-${len! + 14}l10 14V0z" fill="#000" opacity=".18"/><path d="M-6-6V-${len! - 4}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`))
      .join(""),
  // Pharaoh: pyramids in the desert sun, the eye above.
  pyramid: () =>
    `<circle cx="0" cy="-30" r="30" fill="url(#au)" opacity=".9"/><path d="M-70 50 10-30 70 50z" fill="#c98a3a"/><path d="M10-30 70 50H26z" fill="#8a5220"/><path d="M-90 50-50 6-20 50z" fill="#b37a30" opacity=".85"/><path d="M-10-36c10-8 22-8 32 0-10 8-22 8-32 0z" fill="#fff"/><circle cx="6" cy="-36" r="4" fill="#1d1939"/><path d="M6-32v10l-6 4M-12-38h-6" stroke="#1d1939" stroke-width="2.5" fill="none"/><path d="M-60 50h140" stroke="#5a3410" stroke-width="4"/>`,
  // Neon: glowing outlines of a cherry pair and a heart.
  neon: () => {
    const shapes = `<path d="M-40 30a14 14 0 1 1 0-.1M-8 36a14 14 0 1 1 0-.1M-40 16C-38-8-26-24-10-34M-8 22C-10 2-10-16-10-34l14-8" fill="none" stroke="#ff3bd4" stroke-width="4" stroke-linecap="round"/><path d="M30 40C4 20 0 8 0-2c0-10 8-16 16-16 6 0 11 4 14 9 3-5 8-9 14-9 8 0 16 6 16 16 0 10-4 22-30 42z" fill="none" stroke="#3bf0ff" stroke-width="4"/>`;
    return `<g filter="url(#bl)" opacity=".9">${shapes}</g>${shapes.replace(/#ff3bd4|#3bf0ff/g, "#fff").replace(/stroke-width="4"/g, 'stroke-width="1.5"')}`;
  },
  // Desert: dunes, a cactus and the sun.
  desert: () =>
    `<circle cx="30" cy="-24" r="28" fill="#ffd166"/><path d="M-80 30C-40 0 0 10 30 26S70 20 90 14V60H-80z" fill="#e09a3e"/><path d="M-80 48C-30 26 20 34 90 40V60H-80z" fill="url(#m)"/><path d="M-30 44V-14a9 9 0 0 1 18 0v58zM-30 10h-10a6 6 0 0 1-6-6V-8a5 5 0 0 1 10 0V0h6M-12 2h8V-12a5 5 0 0 1 10 0V4a6 6 0 0 1-6 6h-12" fill="#2d7a3e" stroke="#1a4d26" stroke-width="2"/>`,
  // Mystic: a crystal ball on a golden stand, a swirl and stars inside.
  orb: () =>
    `<path d="M-30 50h60l-10-18h-40z" fill="url(#au)" stroke="#8a5200" stroke-width="1.5"/><circle cy="-6" r="42" fill="url(#m)"/><path d="M-22-10c8-14 28-14 30 2 2 14-18 16-20 6" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/><path d="M-26-28c6-10 16-14 26-14" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>${sparkle(16, -24, 0.6)}${sparkle(-14, 12, 0.45)}`,
  // Thunder: a lightning bolt out of a storm cloud.
  thunder: () => at(0, 12, 1.05, 0, bolt()) + at(-6, -34, 1.25, 0, cloud("#3a4466")) + at(14, -28, 0.9, 0, cloud("#586285")),
  // Fire: three tongues of flame.
  fire: () => {
    const flame = (s: number, fill: string) => `<path transform="scale(${s})" d="M0-60C18-34 40-16 32 18 26 44-26 44-32 18-38-6-22-18-16-36-10-22-4-18 0-12 6-28 4-44 0-60z" fill="${fill}"/>`;
    return `<g transform="translate(0 14)">${flame(1.05, "#c81d25")}${flame(0.78, "#ff7a1a")}${flame(0.5, "#ffd166")}</g>`;
  },
  // Ice: a snowflake over shards of ice.
  snowflake: () => {
    const arm = `<path d="M0 0V-54M0-22-12-34M0-22 12-34M0-38-8-46M0-38 8-46" stroke="#eafcff" stroke-width="5" stroke-linecap="round" fill="none"/>`;
    return `<path d="M-60 50-40-10-26 50zM40 50 56 0 66 50zM-20 56-4 20 10 56z" fill="url(#m)" opacity=".8"/>${[0, 60, 120, 180, 240, 300].map((a) => `<g transform="rotate(${a})">${arm}</g>`).join("")}<circle r="8" fill="#eafcff"/>`;
  },
  // Jade: a jade disc with a square hole and a red tassel.
  jade: () =>
    `<path d="M0 40v14M-6 54h12l-2 16h-8z" stroke="#c81d25" stroke-width="3" fill="#c81d25"/><circle r="46" fill="url(#m)" stroke="#0c4020" stroke-width="2"/><circle r="34" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><rect x="-12" y="-12" width="24" height="24" fill="#0a2a18" transform="rotate(45)"/><path d="M-30-26c10-10 24-14 36-12" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/>`,
  // Cosmic: a ringed planet, its moon and stars.
  planet: () =>
    `<path d="M-70 14C-50 30 50 2 70-14" stroke="#fff" stroke-opacity=".5" stroke-width="6" fill="none" transform="rotate(-8)"/><circle r="38" fill="url(#m)"/><path d="M-30-16c16-6 44-4 56 8M-36 6c20-6 50-2 66 10" stroke="#fff" stroke-opacity=".25" stroke-width="6" fill="none"/><path d="M-70 14C-60 26 40 14 70-14" stroke="url(#au)" stroke-width="6" fill="none" transform="rotate(-8)" stroke-dasharray="0 20 200"/><circle cx="52" cy="-40" r="9" fill="#e8e4ff"/><circle cx="50" cy="-42" r="2.5" fill="#b8b0e0"/>`,
  // Sultan: a magic lamp with its smoke.
  lamp: () =>
    `<path d="M-8-8c-16-20 10-30 0-50 20 10 6 30 16 42" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/><path d="M-56 6c10 0 20 4 30 10 6-12 20-18 36-18s30 6 36 18c10 0 16-8 20-16l4 4c-4 12-12 22-24 24-6 10-20 16-36 16s-30-6-36-16c-12-6-20-10-30-22z" fill="url(#au)" stroke="#8a5200" stroke-width="2" stroke-linejoin="round"/><path d="M-10-2c0-8 8-12 20-12s20 4 20 12z" fill="url(#au)" stroke="#8a5200" stroke-width="2"/><circle cx="10" cy="-18" r="5" fill="#e0245e"/><path d="M-14 40h48l-6-10h-36z" fill="url(#au)" stroke="#8a5200" stroke-width="2"/>`,
  // Fruit: cherries, a lemon and a slice of watermelon.
  fruit: (r) => {
    const items = [
      `<path d="M-8-30C-4-12 0-4 6 8M-8-30c-6 14-14 22-22 30" fill="none" stroke="#2d7a3e" stroke-width="4" stroke-linecap="round"/><path d="M-8-30c8-6 16-4 22 0-8 4-16 4-22 0z" fill="#3fa34d"/>${ball3d(-32, 10, 15, "#d6204f")}${ball3d(8, 16, 15, "#d6204f")}`,
      `<ellipse rx="30" ry="22" fill="#ffd60a" stroke="#c99a00" stroke-width="2" transform="rotate(-20)"/><ellipse rx="30" ry="22" fill="url(#hl)" transform="rotate(-20)"/><path d="M22-18 30-26" stroke="#2d7a3e" stroke-width="4" stroke-linecap="round"/>`,
      `<path d="M-40-6a40 40 0 0 0 80 0z" fill="#2d7a3e"/><path d="M-34-6a34 34 0 0 0 68 0z" fill="#ff4d6d"/>${[-18, -4, 10, -10, 4].map((x, i) => `<ellipse cx="${x}" cy="${i < 3 ? 6 : 16}" rx="2" ry="3.5" fill="#1d1939"/>`).join("")}`,
      `${[[-12, -16], [12, -16], [0, 0], [-24, 0], [24, 0], [-12, 16], [12, 16], [0, 32]].map(([x, y]) => ball3d(x!, y!, 12, "#7b2cbf")).join("")}<path d="M0-28v-12l10-6" stroke="#2d7a3e" stroke-width="4" fill="none"/>`,
    ];
    const first = r.int(0, 3);
    return at(-30, 0, 1, 0, items[first]!) + at(38, 12, 0.85, 0, items[(first + 1 + r.int(0, 2)) % 4]!);
  },
  star: () => star("url(#au)", "#fff6c8") + `<path d="M0-50 14-17 49-15 22 8 0 24z" fill="#fff" opacity=".22"/>`,
  // Buffalo: a buffalo's head, horns spread, seen from the front.
  buffalo: (r) =>
    (r.chance(0.5) ? `<circle cy="-10" r="54" fill="url(#au)" opacity=".55"/>` : `<path d="M-80 56c20-10 40-4 60-8s40-12 60-6 40 6 40 6v20H-80z" fill="#3a2410"/>`) +
    `<path d="M-24-22C-44-20-60-30-62-48-52-34-40-32-26-36M24-22C44-20 60-30 62-48 52-34 40-32 26-36" fill="#f1e4c6" stroke="#8a6a3a" stroke-width="3" stroke-linejoin="round"/><path d="M-44-10c6-14 16-24 44-26 28 2 38 12 44 26-8 0-14 4-18 8C22 20 18 40 0 50-18 40-22 20-26-2-30-6-36-10-44-10z" fill="url(#m)"/><path d="M-30-30c8-16 52-16 60 0-14-6-46-6-60 0z" fill="#2a1505"/><ellipse cx="0" cy="40" rx="16" ry="11" fill="#2a1505"/><circle cx="-6" cy="40" r="3" fill="#000"/><circle cx="6" cy="40" r="3" fill="#000"/><circle cx="-16" cy="0" r="4" fill="#ffcf4a"/><circle cx="16" cy="0" r="4" fill="#ffcf4a"/>`,
  // Table games and live casino
  roulette: (r) => {
    const wheel = `<g transform="rotate(${r.int(0, 359)})"><circle r="58" fill="#5a2d0c"/><circle r="54" fill="url(#au)"/><circle r="46" fill="none" stroke="#1d1939" stroke-width="14"/><circle r="46" fill="none" stroke="#d6204f" stroke-width="14" stroke-dasharray="7.81 7.81"/><circle r="46" fill="none" stroke="#1a9a4a" stroke-width="14" stroke-dasharray="7.81 281"/><circle r="38" fill="#7a3e12"/><circle r="26" fill="url(#au)"/><path d="M-22 0h44M0-22v44" stroke="#8a5200" stroke-width="5" stroke-linecap="round"/><circle r="7" fill="#fff6c8"/><circle cx="30" cy="-34" r="5" fill="#fff"/></g>`;
    // Seen from above, or tilted as from a seat at the table, on its shadow.
    return r.chance(0.5) ? wheel : `<ellipse cy="40" rx="70" ry="16" fill="#000" opacity=".35"/><g transform="scale(1.15 .7)">${wheel}</g>`;
  },
  cards: (r) => {
    const a = r.pick(suitList);
    const b = r.pick(suitList);
    return card(-26, 6, -14, a) + card(26, 4, 12, b) + chip(-50, 44, 13, "#d6204f") + chip(52, 46, 12, "#1a9a4a");
  },
  baccarat: (r) => cardBack(-34, 0, -16, "#b5174a") + card(0, -4, 0, r.pick(suitList)) + card(34, 2, 16, r.pick(suitList)) + chipStack(-56, 52, 16, 4, "#1a4fd6") + chipStack(58, 52, 16, 3, "#111"),
  dragonTiger: () =>
    at(-30, 0, 1, -8, `<rect x="-26" y="-38" width="52" height="76" rx="6" fill="#c81d25" stroke="#ffcf4a" stroke-width="3"/><path d="M-14 22C-4-4 12 18 8-8S-6-20 2-28" fill="none" stroke="#ffcf4a" stroke-width="6" stroke-linecap="round"/>`) +
    at(30, 0, 1, 8, `<rect x="-26" y="-38" width="52" height="76" rx="6" fill="#f08a1c" stroke="#1d1939" stroke-width="3"/><path d="M-26-20h16l-8 6M-26 0h20l-10 6M-26 20h14M26-22H10l8 6M26 0H6l10 6M26 20H12" stroke="#1d1939" stroke-width="5" fill="none"/>`),
  andarBahar: (r) => cardBack(-48, -22, -6, "#1a4fd6") + cardBack(-48, 26, -6, "#1a4fd6") + card(0, 0, 0, r.pick(suitList), 1.15) + cardBack(48, -22, 6, "#b5174a") + cardBack(48, 26, 6, "#b5174a"),
  sicBo: (r) =>
    `<ellipse cy="34" rx="62" ry="18" fill="url(#au)" stroke="#8a5200" stroke-width="2"/><ellipse cy="30" rx="54" ry="12" fill="#3a1d05"/>` +
    die(-30, 14, 0.85, -14, r.int(1, 6)) + die(28, 14, 0.85, 12, r.int(1, 6)) + die(0, -14, 0.9, 4, r.int(1, 6)),
  // A flush fanned out: five cards of one suit.
  poker: (r) => {
    const suit = r.pick(suitList);
    return [0, 1, 2, 3, 4].map((i) => card(-40 + i * 20, -6 + Math.abs(i - 2) * 4, -24 + i * 12, suit, 0.85)).join("") + chipStack(-52, 54, 15, 5, "#d6204f") + chipStack(54, 54, 15, 3, "#111");
  },
  moneyWheel: () => {
    const colors = ["#d6204f", "#ffcf4a", "#1a9a4a", "#1a4fd6", "#8e44ad", "#f08a1c"];
    const c = 2 * Math.PI * 26;
    const seg = c / 18;
    const ring = colors.map((color, i) => `<circle r="26" fill="none" stroke="${color}" stroke-width="52" stroke-dasharray="${n(seg)} ${n(seg * 5)}" stroke-dashoffset="${n(-seg * i)}"/>`).join("");
    return `<circle r="58" fill="url(#au)"/>${ring}<circle r="52" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="1 ${n((2 * Math.PI * 52) / 18 - 1)}"/><circle r="12" fill="url(#au)" stroke="#8a5200" stroke-width="2"/><path d="M-8-66h16L0-50z" fill="#fff" stroke="#8a5200" stroke-width="2"/>`;
  },
  teenPatti: (r) => card(-28, 4, -18, r.pick(suitList)) + card(0, -2, 0, r.pick(suitList)) + card(28, 4, 18, r.pick(suitList)) + `<path d="M-60 50c20-14 40-14 60 0 20-14 40-14 60 0" fill="none" stroke="url(#au)" stroke-width="4"/>`,
  megaBall: (r) => {
    const colors = ["#d6204f", "#ffcf4a", "#1a9a4a", "#1a4fd6", "#8e44ad", "#f08a1c", "#fff"];
    return `<circle r="56" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>${Array.from({ length: 9 }, (_, i) => ball3d(r.int(-34, 34), r.int(-30, 34), i === 8 ? 20 : 13, r.pick(colors))).join("")}<path d="M-34-40c14-10 30-12 44-8" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"/>`;
  },
  // Fast games
  plane: () =>
    `<path d="M-70 50C-20 46 20 20 50-30" fill="none" stroke="#ff3b3b" stroke-width="5" stroke-linecap="round"/><path d="M-70 50C-20 46 20 20 50-30V60H-70z" fill="#ff3b3b" opacity=".25"/>` +
    at(30, -18, 1, -28, `<path d="M-40-4c0-8 10-12 34-12 20 0 34 4 40 12-6 8-20 10-40 10-24 0-34-2-34-10z" fill="#e0245e"/><path d="M-36-10-44-26h10l12 14zM-4-4l-18 26h10L16 0z" fill="#a8123e"/><path d="M4-12c6 0 12 2 14 6h-14z" fill="#cdeaff"/><ellipse cx="36" cy="-4" rx="3" ry="16" fill="#fff" opacity=".8"/>`),
  jet: () =>
    `<path d="M-80 40C-30 34 10 10 40-24" fill="none" stroke="#ffd166" stroke-width="10" stroke-linecap="round" opacity=".6"/>` +
    at(36, -22, 1, -40, `<path d="M-36 0c0-6 8-10 30-10h30l16 10-16 10H-6C-28 10-36 6-36 0z" fill="#e8ecf5"/><path d="M-10-8-26-30h10L10-8zM-10 8l-16 22h10L10 8zM-36 0l-8-12h8l6 8z" fill="#3aa0ff"/><path d="M14-6h10l6 6h-16z" fill="#1d1939"/><path d="M-36-4l-24 4 24 4z" fill="#ff7a1a"/>`),
  plinko: (r) => {
    let pegs = "";
    for (let row = 0; row < 6; row++) for (let i = 0; i <= row; i++) pegs += `M${(i - row / 2) * 18} ${row * 14 - 44}h0`;
    pegs = `<path d="${pegs}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
    const colors = ["#d6204f", "#f08a1c", "#ffcf4a", "#1a9a4a", "#ffcf4a", "#f08a1c", "#d6204f"];
    return pegs + colors.map((c, i) => `<rect x="${-63 + i * 18}" y="42" width="16" height="12" rx="3" fill="${c}"/>`).join("") + ball3d(r.int(-20, 20), -6, 7, "#ff3bd4");
  },
  mines: (r) => {
    const bomb = r.int(0, 11);
    // Tiles as squares with round joins (one path per colour), the gems and the bomb on them.
    const squares: Record<string, string> = { "#2c3e7a": "", "#1a4a6a": "", "#3a0d0d": "" };
    let things = "";
    for (let i = 0; i < 12; i++) {
      const x = (i % 4) * 32 - 48;
      const y = Math.floor(i / 4) * 32 - 32;
      squares[i === bomb ? "#3a0d0d" : i % 3 === 1 ? "#1a4a6a" : "#2c3e7a"] += `M${x - 11} ${y - 11}h22v22h-22z`;
      if (i === bomb) things += `<circle cx="${x}" cy="${y + 2}" r="9" fill="#111"/><path d="M${x + 4} ${y - 6}l6-6" stroke="#ffcf4a" stroke-width="2"/>${sparkle(x + 11, y - 13, 0.5, "#ff7a1a")}`;
      else if (i % 3 === 1) things += gem(x, y, 0.9, "url(#m)");
    }
    return Object.entries(squares).map(([color, d]) => `<path d="${d}" fill="${color}" stroke="${color}" stroke-width="6" stroke-linejoin="round"/>`).join("") + things;
  },
  dice: (r) => die(-22, 6, 1.3, -16, r.int(1, 6), "#d6204f", "#fff") + die(28, -6, 1.2, 14, r.int(1, 6), "#fff", "#1d1939"),
  rocket: () =>
    `<path d="M-6 40c-4 14 2 26 6 34 4-8 10-20 6-34z" fill="#ff7a1a"/><path d="M-2 40c-2 8 0 14 2 20 2-6 4-12 2-20z" fill="#ffd166"/><path d="M0-62C18-44 20-10 14 40h-28C-20-10-18-44 0-62z" fill="#eef1f8"/><path d="M0-62C10-52 16-38 16-24h-32C-16-38-10-52 0-62z" fill="#e0245e"/><circle cy="-4" r="9" fill="#3aa0ff" stroke="#94a3c0" stroke-width="3"/><path d="M-14 18-28 42h14zM14 18l14 24H14z" fill="#e0245e"/>`,
  keno: (r) => {
    let balls = "";
    let empty = "";
    for (let i = 0; i < 20; i++) {
      const x = (i % 5) * 26 - 52;
      const y = Math.floor(i / 5) * 26 - 40;
      if (r.chance(0.35)) balls += ball3d(x, y, 11, r.pick(["#d6204f", "#ffcf4a", "#1a9a4a", "#3aa0ff"]));
      else empty += `M${x} ${y}h0`;
    }
    return `<path d="${empty}" stroke="#fff" stroke-opacity=".16" stroke-width="20" stroke-linecap="round"/>${balls}`;
  },
  hiLo: (r) => card(0, 0, 0, r.pick(suitList), 1.25) + `<path d="M-52-10l16-22 16 22h-9v18h-14v-18z" fill="#1a9a4a" stroke="#fff" stroke-width="2"/><path d="M52 10 36 32 20 10h9V-8h14v18z" fill="#d6204f" stroke="#fff" stroke-width="2"/>`,
  crash: () =>
    `<path d="M-70 50h140M-70 50V-50" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><path d="M-70 50C-10 48 30 20 50-36" fill="none" stroke="#3bf0a0" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M46-32 30-44l8-4-4-10 12 8 4-12 4 14 12-6-6 14 12 4-14 4z" fill="#ffd166"/>` +
    at(48, -34, 0.45, 30, motifs.rocket!(createRandom(1), defaultLook)),
  goal: () =>
    `<path d="M-66 40V-30h132v70" fill="none" stroke="#fff" stroke-width="6"/><path d="M-60-24h120M-60-10h120M-60 4h120M-60 18h120M-60 32h120M-48-30v70M-28-30v70M-8-30v70M12-30v70M32-30v70M52-30v70" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"/>` +
    `<g transform="translate(18 26)"><circle r="22" fill="#fff" stroke="#1d1939" stroke-width="2"/><path d="M0-8 8-2 5 8H-5L-8-2z" fill="#1d1939"/><path d="M0-8v-13M8-2l12-4M5 8l8 11M-5 8l-8 11M-8-2l-12-4" stroke="#1d1939" stroke-width="2"/></g>`,
  balloon: () =>
    `<path d="M0-62C-34-62-46-36-42-14-38 8-16 24-10 34H10C16 24 38 8 42-14 46-36 34-62 0-62z" fill="url(#m)"/><path d="M0-62C-14-62-20-36-18-14-16 8-8 24-4 34h8C8 24 16 8 18-14 20-36 14-62 0-62z" fill="#fff" opacity=".35"/><path d="M-10 34-8 46M10 34 8 46" stroke="#5a3410" stroke-width="2"/><rect x="-10" y="46" width="20" height="14" rx="2" fill="#8a5220"/>`,
  tower: (r) =>
    Array.from({ length: 6 }, (_, i) => `<rect x="${-30 + r.int(-6, 6)}" y="${46 - i * 16}" width="60" height="14" rx="3" fill="${i % 2 ? "url(#m)" : "url(#au)"}" stroke="#1d1939" stroke-opacity=".4"/>`).join("") + `<path d="M-40 62h80" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>` + sparkle(0, -58, 0.9, "#ffd166"),
};

/**
 * Small things around the motif, by the second word of a slot's name (Fortune, Gems, Nights, Wolves…): each drawn
 * once at the origin (symbol `x`), placed two to four times with <use>; `fills` colour what the symbol leaves unfilled.
 */
const extras: Record<string, { draw: string; fills?: string[] }> = {
  coins: { draw: `<use href="#cn" transform="scale(1.2)"/>` },
  stack: { draw: `${[0, 1, 2, 3].map((i) => `<use href="#cs" transform="translate(0 ${10 - i * 3.4}) scale(1.3)"/>`).join("")}` },
  chest: { draw: `<rect x="-18" y="-4" width="36" height="20" rx="2" fill="#8a5220" stroke="#3a1d05" stroke-width="2"/><path d="M-18-4c0-14 36-14 36 0z" fill="#a8652a" stroke="#3a1d05" stroke-width="2"/><rect x="-4" y="-6" width="8" height="10" fill="url(#au)"/><use href="#cs" transform="translate(0 -10) scale(.8)"/>` },
  wheel: { draw: `<circle r="16" fill="url(#au)"/><circle r="12" fill="none" stroke="#d6204f" stroke-width="8" stroke-dasharray="4.7 4.7"/><circle r="4" fill="#fff"/>` },
  gems: { draw: `<use href="#gm"/>`, fills: ["#e0245e", "#3aa0ff", "#2ecc71", "#9d4edd", "#ffd166"] },
  laurel: { draw: `<path d="M-8 12C-16 4-16-8-10-16M8 12C16 4 16-8 10-16M-14-12l-5-2M-15-4l-5 0M-13 4l-5 2M14-12l5-2M15-4l5 0M13 4l5 2" fill="none" stroke="url(#au)" stroke-width="3" stroke-linecap="round"/>` },
  moon: { draw: `<path d="M3-16A16 16 0 1 0 16 3 13 13 0 1 1 3-16z" fill="#fff4c2"/>` },
  columns: { draw: `<path d="M-17-9 0-18 17-9zM-18 12h36v4h-36zM-15-8h4v20h-4zM-6-8h4v20h-4zM3-8h4v20H3zM12-8h4v20h-4z" fill="#f1e4c6"/>` },
  compass: { draw: `<circle r="16" fill="#f1e4c6" stroke="url(#au)" stroke-width="4"/><path d="M0-12 4 0h-8z" fill="#d6204f"/><path d="M4 0 0 12-4 0z" fill="#1d1939"/>` },
  reels: { draw: `<rect x="-16" y="-20" width="32" height="40" rx="5" fill="#fffdf6" stroke="url(#au)" stroke-width="3"/><use href="#bb" transform="translate(-4 2) scale(.6)" fill="#d6204f"/><use href="#bb" transform="translate(6 4) scale(.6)" fill="#d6204f"/><path d="M-4-4 2-12 6-2" stroke="#2d7a3e" stroke-width="2" fill="none"/>` },
  confetti: { draw: `<path d="M-14-8h6v3h-6zM6-14h6v3H6zM-4 8h6v3h-6zM10 4h6v3h-6z"/>`, fills: ["#ff3bd4", "#3bf0ff", "#ffd166", "#2ecc71"] },
  wolf: { draw: `<path d="M-10 15-8 0-12-5-8-17-3-10 2-11 6-17 8-7 12-3 8 2 10 15z" fill="#1b1b2e" stroke="#9aa6d6"/><circle cx="-3" cy="-4" r="1.3" fill="#ffd166"/><circle cx="4" cy="-4" r="1.3" fill="#ffd166"/>` },
  arrows: { draw: `<path d="M-16 12 13-11M8-12l6-1-1 6M-16 8l-4-2M-12 12l-2 4" stroke="#f1e4c6" stroke-width="3" fill="none"/>` },
  crown: { draw: `<use href="#cr" transform="scale(.36)"/>` },
  chain: { draw: `<g fill="none" stroke-width="4" transform="rotate(-30)"><rect x="-20" y="-7" width="22" height="14" rx="7" stroke="url(#au)"/><rect x="-2" y="-7" width="22" height="14" rx="7" stroke="#f1f4ff"/></g>` },
  storm: { draw: `<use href="#bt" transform="scale(.4)"/>` },
  flower: { draw: `<path d="M0-3C-6-18 6-18 0-3 12-12 16 0 3 1 12 12 2 18 0 4-2 18-12 12-3 1-16 0-12-12 0-3z"/><circle r="4" fill="#ffcf4a"/>`, fills: ["#ff7eb6", "#ffffff", "#ffb3c6"] },
  palace: { draw: `<path d="M-18 15V0h6v-4c0-4 3-7 6-10 3 3 6 6 6 10v4h6v15z" fill="#f1e4c6"/><path d="M-6-14c5 3 7 7 6 11h-12c-1-4 1-8 6-11z" fill="url(#m)"/>` },
  sevens: { draw: `<path d="M-13-16h26v6L-1 18h-9L2-10h-15z" fill="#e0245e" stroke="#fff" stroke-width="2" stroke-linejoin="round" transform="rotate(-8)"/>` },
  gem: { draw: `<use href="#gm" fill="url(#m)"/>` },
  bolt: { draw: `<use href="#bt" transform="rotate(12) scale(.35)"/>` },
  chip: { draw: `<use href="#ch" transform="scale(1.1)"/>`, fills: ["#d6204f", "#1a4fd6", "#111", "#1a9a4a"] },
  star: { draw: `<use href="#st" transform="scale(.3)" fill="url(#au)"/>` },
};

/** Themes by word: the motif, the hue of the background, the motif's gradient and what is sprinkled around it. */
interface Theme {
  motif: string;
  hue: number;
  motifColors: [string, string, string];
  extra?: string;
  sat?: number;
}
const gold: [string, string, string] = ["#fff3b0", "#ffc83d", "#b86e00"];
const themes: Record<string, Theme> = {
  samarkand: { motif: "dome", hue: 222, motifColors: ["#9ff3ff", "#1fb5c9", "#0b5e7a"], extra: "coins" },
  golden: { motif: "ingots", hue: 268, motifColors: gold, extra: "coins" },
  wild: { motif: "claws", hue: 28, motifColors: ["#fff3b0", "#ff9f1c", "#c2410c"], extra: "gems" },
  lucky: { motif: "clover", hue: 140, motifColors: ["#b8f5b0", "#3fbf5a", "#1a6b2e"], extra: "coins" },
  mega: { motif: "diamond", hue: 200, motifColors: ["#eafcff", "#7fd7ff", "#2a6fd6"], extra: "gems" },
  royal: { motif: "crown", hue: 285, motifColors: gold, extra: "gems" },
  silk: { motif: "camel", hue: 20, motifColors: ["#ffd9a0", "#e7a34e", "#a8652a"], extra: "coins" },
  dragon: { motif: "dragon", hue: 355, motifColors: ["#7dffb0", "#1a9a4a", "#0b4d26"], extra: "coins" },
  aurora: { motif: "aurora", hue: 230, motifColors: ["#7dffcf", "#36d6a0", "#9d4edd"] },
  crystal: { motif: "crystals", hue: 262, motifColors: ["#f3e8ff", "#c77dff", "#5a189a"], extra: "gems" },
  pharaohs: { motif: "pyramid", hue: 36, motifColors: gold, extra: "coins", sat: 70 },
  neon: { motif: "neon", hue: 300, motifColors: ["#fff", "#ff3bd4", "#3bf0ff"], extra: "star" },
  desert: { motif: "desert", hue: 24, motifColors: ["#ffd9a0", "#f4b860", "#c98a3a"], sat: 65 },
  mystic: { motif: "orb", hue: 275, motifColors: ["#e0d4ff", "#9d4edd", "#3c096c"], extra: "star" },
  thunder: { motif: "thunder", hue: 232, motifColors: gold, extra: "bolt" },
  fire: { motif: "fire", hue: 8, motifColors: ["#ffd166", "#ff7a1a", "#c81d25"], extra: "gems" },
  ice: { motif: "snowflake", hue: 198, motifColors: ["#eafcff", "#8ad8ff", "#2a7fc0"], extra: "gem" },
  jade: { motif: "jade", hue: 150, motifColors: ["#b8f5d0", "#2fbf71", "#0b5e35"], extra: "coins" },
  ruby: { motif: "ruby", hue: 340, motifColors: ["#ffb3c6", "#e0245e", "#7a0f2f"], extra: "gems" },
  cosmic: { motif: "planet", hue: 250, motifColors: ["#ffd6a5", "#ff7a9c", "#6a3fd6"], extra: "star" },
  sultans: { motif: "lamp", hue: 300, motifColors: gold, extra: "gems" },
  fruit: { motif: "fruit", hue: 120, motifColors: gold, extra: "sevens" },
  star: { motif: "star", hue: 240, motifColors: gold, extra: "star" },
  buffalo: { motif: "buffalo", hue: 22, motifColors: ["#a8652a", "#6b3a16", "#3a1d05"], extra: "coins", sat: 55 },
  roulette: { motif: "roulette", hue: 150, motifColors: gold, extra: "chip" },
  blackjack: { motif: "cards", hue: 160, motifColors: gold, extra: "chip" },
  baccarat: { motif: "baccarat", hue: 345, motifColors: gold, extra: "chip" },
  dragontiger: { motif: "dragonTiger", hue: 12, motifColors: gold, extra: "coins" },
  andarbahar: { motif: "andarBahar", hue: 200, motifColors: gold, extra: "chip" },
  sicbo: { motif: "sicBo", hue: 0, motifColors: gold, extra: "chip" },
  poker: { motif: "poker", hue: 170, motifColors: gold, extra: "chip" },
  crazywheel: { motif: "moneyWheel", hue: 275, motifColors: gold, extra: "confetti" },
  teenpatti: { motif: "teenPatti", hue: 320, motifColors: gold, extra: "chip" },
  megaball: { motif: "megaBall", hue: 215, motifColors: gold, extra: "star" },
  aviator: { motif: "plane", hue: 350, motifColors: gold, extra: "star" },
  jetx: { motif: "jet", hue: 210, motifColors: gold, extra: "star" },
  plinko: { motif: "plinko", hue: 265, motifColors: gold },
  mines: { motif: "mines", hue: 215, motifColors: ["#eafcff", "#5fe1ff", "#1a8fd6"] },
  dice: { motif: "dice", hue: 280, motifColors: gold, extra: "confetti" },
  limbo: { motif: "rocket", hue: 245, motifColors: gold, extra: "star" },
  keno: { motif: "keno", hue: 190, motifColors: gold },
  hilo: { motif: "hiLo", hue: 140, motifColors: gold, extra: "chip" },
  crash: { motif: "crash", hue: 230, motifColors: gold },
  goal: { motif: "goal", hue: 120, motifColors: gold },
  balloon: { motif: "balloon", hue: 200, motifColors: ["#ffd6e0", "#ff4d6d", "#c9184a"], extra: "confetti" },
  tower: { motif: "tower", hue: 30, motifColors: ["#9ff3ff", "#3aa0ff", "#1a4fd6"], extra: "star" },
};
/** A slot's second word: what surrounds its motif. */
const secondWord: Record<string, string> = {
  fortune: "coins", riches: "stack", treasures: "chest", spins: "wheel", gems: "gems", legends: "laurel", nights: "moon",
  empire: "columns", quest: "compass", reels: "reels", bonanza: "confetti", wolves: "wolf", hunt: "arrows", crown: "crown",
  link: "chain", storm: "storm", garden: "flower", coins: "coins", palace: "palace", sevens: "sevens",
};
const defaultLook: Look = { hue: 260, sat: 60, dark: 14, light: 34, motif: gold };

const key = (word: string) => word.toLowerCase().replace(/[^a-z]/g, "");

/** The theme of a game: the first word of its name that names one (a live game's table after its prefix). */
function themeOf(name: string, type: string): { theme: Theme; word: string | null } {
  const words = name.split(/\s+/).map(key).filter(Boolean);
  const joined = words.join("");
  for (const table of ["dragontiger", "andarbahar", "sicbo", "crazywheel", "teenpatti", "megaball", "hilo"]) if (joined.includes(table)) return { theme: themes[table]!, word: null };
  // "Golden" only when no other word names a theme (Golden Samarkand is a dome, with gold around it).
  const found = words.find((word) => word !== "golden" && themes[word]) ?? words.find((word) => themes[word]);
  if (found) return { theme: themes[found]!, word: words[words.indexOf(found) + 1] ?? null };
  return { theme: themes[type === "live" || type === "casino" ? "roulette" : type === "fast" ? "limbo" : "golden"]!, word: null };
}

function hashOf(text: string) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** The background pattern: rays, rings, stripes, dots, a lattice, waves, scales or a field of stars. */
function pattern(r: Rng, look: Look, cx: number, cy: number): { defs: string; body: string } {
  const ink = hsl(look.hue + 30, look.sat, look.light + 30);
  const size = r.int(12, 22);
  const turn = r.int(0, 60);
  const tile = (content: string) => ({
    defs: `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${turn ? ` patternTransform="rotate(${turn})"` : ""}>${content}</pattern>`,
    body: `<rect width="${W}" height="${H}" fill="url(#p)" opacity=".${r.int(10, 18)}"/>`,
  });
  switch (r.int(0, 7)) {
    case 0: {
      // Rays: a circle's stroke as wide as the picture, dashed into wedges.
      const count = r.int(10, 18);
      const dash = n((Math.PI * 340) / count / 2);
      return { defs: "", body: `<circle cx="${cx}" cy="${cy}" r="170" fill="none" stroke="${ink}" stroke-width="340" stroke-dasharray="${dash} ${dash}" opacity=".12"/>` };
    }
    case 1:
      return { defs: "", body: `<g fill="none" stroke="${ink}" stroke-width="${r.int(2, 5)}" opacity=".16">${[40, 70, 100, 130, 160, 190].map((radius) => `<circle cx="${cx}" cy="${cy}" r="${radius + r.int(-6, 6)}"/>`).join("")}</g>` };
    case 2:
      return tile(`<path d="M0 0V${size}" stroke="${ink}" stroke-width="${n(size / 3)}"/>`);
    case 3:
      return tile(`<circle cx="${size / 2}" cy="${size / 2}" r="${n(size / 6)}" fill="${ink}"/>`);
    case 4:
      return tile(`<path d="M${size / 2} 0 ${size} ${size / 2} ${size / 2} ${size} 0 ${size / 2}z" fill="none" stroke="${ink}" stroke-width="1.5"/>`);
    case 5:
      return tile(`<path d="M0 ${n(size / 2)}q${n(size / 4)}-${n(size / 3)} ${n(size / 2)} 0t${n(size / 2)} 0" fill="none" stroke="${ink}" stroke-width="2"/>`);
    case 6:
      return tile(`<path d="M0 ${size}a${size / 2} ${size / 2} 0 0 1 ${size} 0" fill="none" stroke="${ink}" stroke-width="2"/>`);
    default: {
      // A field of stars: dots as round caps of zero-length strokes, in two sizes.
      const dots = (count: number) => Array.from({ length: count }, () => `M${r.int(0, W)} ${r.int(0, H)}h0`).join("");
      return { defs: "", body: `<path d="${dots(16)}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".5"/><path d="${dots(8)}" stroke="#fff" stroke-width="3.5" stroke-linecap="round" opacity=".8"/>` };
    }
  }
}

/** The modifiers of a live or fast game's name: lightning bolts, speed lines, a VIP rim, curtains. */
function modifiers(name: string, r: Rng): string {
  const words = new Set(name.split(/\s+/).map(key));
  let out = "";
  if (words.has("lightning")) out += at(r.int(24, 50), r.int(40, 70), 0.5, -14, bolt()) + at(r.int(240, 264), r.int(130, 160), 0.4, 16, bolt());
  if (words.has("speed") || words.has("turbo") || words.has("rush")) out += Array.from({ length: 4 }, (_, i) => `<path d="M${8 + i * 6} ${40 + i * 34}h${r.int(30, 60)}" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`).join("");
  if (words.has("vip") || words.has("deluxe") || words.has("grand")) out += `<rect x="5" y="5" width="${W - 10}" height="${H - 10}" rx="12" fill="none" stroke="url(#au)" stroke-width="3"/>`;
  if (words.has("salon")) out += `<path d="M0 0h44C40 60 30 140 14 192H0zM288 0h-44c4 60 14 140 30 192h14z" fill="#7a0f2f"/><path d="M0 0h288v12H0z" fill="url(#au)"/>`;
  if (words.has("multihand")) out += place("cb", 40, 150, 0.6, `fill="#b5174a"`, -20) + place("cb", 248, 150, 0.6, `fill="#1a4fd6"`, 20);
  if (words.has("auto") || words.has("pro")) out += at(262, 28, 0.3, 0, star("url(#au)"));
  return out;
}

/** Table games' felt: European green, American blue, French wine, classic emerald, multihand teal. */
const feltHue: Record<string, number> = { european: 150, american: 215, french: 345, classic: 165, multihand: 185 };

export interface ArtGame {
  sysname: string;
  name: string;
  type?: string;
}

/** A game's thumbnail (SVG, 288×192, no text): deterministic for the game, its own for every sysname. */
export function gameArt(game: ArtGame): string {
  const type = game.type ?? "slot";
  const r = createRandom(hashOf(game.sysname));
  const { theme, word } = themeOf(game.name, type);
  const felt = feltHue[key(game.name.split(/\s+/)[0] ?? "")];
  // The theme's hue, or a neighbour of it (night, dusk, day of one theme), a little off either way.
  const hue = (felt ?? theme.hue) + (felt ? 0 : r.pick([-50, -25, 0, 0, 25, 50])) + r.int(-10, 10);
  // The motif's own colours turned a little (a lapis or a turquoise dome, a blue or a violet crystal); gold stays gold.
  const turn = theme.motifColors === gold ? 0 : r.int(-35, 35);
  const look: Look = { hue, sat: theme.sat ?? r.int(55, 80), dark: r.int(10, 16), light: r.int(30, 42), motif: theme.motifColors.map((color) => (turn ? turnHex(color, turn) : color)) as Look["motif"] };
  // Where the motif sits: the middle, or a third to one side with the extras on the other; mirrored or not.
  const spot = r.int(0, 2);
  const cx = spot === 0 ? 144 : spot === 1 ? 124 : 164;
  const cy = 100 + r.int(-4, 6);
  const scale = n(1.12 + r.next() * 0.18);
  const mirror = r.chance(0.4) ? -1 : 1;
  const bg = pattern(r, look, cx, cy);
  const drawer = motifs[theme.motif]!;
  const motif = `<g transform="translate(${cx} ${cy}) scale(${n(scale * mirror * 100) / 100} ${scale})">${drawer(r, look)}</g>`;
  const extra = extras[(word && secondWord[word]) || theme.extra || "star"]!;
  symbols.x = `<g id="x">${extra.draw}</g>`;
  const spots: Array<[number, number]> = [
    [r.int(24, 48), r.int(30, 60)],
    [r.int(240, 264), r.int(130, 165)],
    [r.int(236, 262), r.int(28, 58)],
    [r.int(26, 50), r.int(132, 166)],
  ];
  const around = spots
    .slice(0, r.int(2, 3))
    .map(([x, y], i) => place("x", x, y, 0.8 + (i % 2) * 0.35 + r.next() * 0.2, extra.fills ? `fill="${r.pick(extra.fills)}"` : "", r.int(-20, 20)))
    .join("");
  // What the motif stands on: nothing, a lit stage, a spill of coins, or beams of light from above.
  const grounds = [
    "",
    `<ellipse cx="${cx}" cy="${cy + 66}" rx="100" ry="18" fill="url(#gl)"/><ellipse cx="${cx}" cy="${cy + 66}" rx="70" ry="9" fill="#000" opacity=".3"/>`,
    Array.from({ length: 6 }, (_, i) => place("cn", 20 + i * 50 + r.int(-10, 10), 184 - r.int(0, 10), 1.1 + r.next() * 0.5)).join(""),
    `<path d="M${cx - 40} 0h24l40 192H${cx - 110}zM${cx + 30} 0h18l60 192h-50z" fill="#fff" opacity=".07"/>`,
  ];
  const ground = grounds[r.int(0, 3)]!;
  const sparkles = Array.from({ length: r.int(2, 4) }, () => sparkle(r.int(12, W - 12), r.int(12, H - 12), n(0.35 + r.next() * 0.5), r.chance(0.5) ? "#fff" : "#ffe08a")).join("");
  const [m1, m2, m3] = look.motif;
  const body = `<rect width="${W}" height="${H}" fill="url(#b)"/>${bg.body}<circle cx="${cx}" cy="${cy}" r="${r.int(80, 110)}" fill="url(#gl)"/>${modifiers(game.name, r)}${around}${ground}${motif}${sparkles}<rect width="${W}" height="${H}" fill="url(#v)"/>`;
  // Only the symbols (and the symbols they use) and gradients the picture uses.
  const ids = new Set<string>();
  const collect = (text: string) => {
    for (const [, id] of text.matchAll(/href="#(\w+)"/g)) {
      if (ids.has(id!)) continue;
      ids.add(id!);
      collect(symbols[id!]!);
    }
  };
  collect(body);
  const used = [...ids].map((id) => symbols[id]!).join("");
  const gradients: Record<string, string> = {
    b: `<linearGradient id="b" x2="${n(0.6 + r.next() * 0.4)}" y2="1"><stop offset="0" stop-color="${hsl(hue, look.sat, look.light)}"/><stop offset="1" stop-color="${hsl(hue + r.int(20, 50), look.sat, look.dark)}"/></linearGradient>`,
    gl: `<radialGradient id="gl"><stop offset="0" stop-color="${hsl(hue + 40, 100, 75)}" stop-opacity=".75"/><stop offset="1" stop-color="${hsl(hue + 40, 100, 75)}" stop-opacity="0"/></radialGradient>`,
    v: `<radialGradient id="v" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".55"/></radialGradient>`,
    hl: `<radialGradient id="hl" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></radialGradient>`,
    au: `<linearGradient id="au" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#ffc83d"/><stop offset="1" stop-color="#b86e00"/></linearGradient>`,
    m: `<linearGradient id="m" x2=".3" y2="1"><stop offset="0" stop-color="${m1}"/><stop offset=".5" stop-color="${m2}"/><stop offset="1" stop-color="${m3}"/></linearGradient>`,
    bl: `<filter id="bl"><feGaussianBlur stdDeviation="3"/></filter>`,
  };
  const all = body + used;
  const defs = Object.entries(gradients).filter(([id]) => all.includes(`url(#${id})`)).map(([, gradient]) => gradient).join("") + bg.defs + used;
  // Numbers without their leading zero (".4", "-.5"): a few hundred bytes of every picture.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true"><defs>${defs}</defs>${body}</svg>`.replace(/([ ,("-])0\.(\d)/g, "$1.$2");
}

/**
 * A provider's wordmark (200×120, the 5:3 of the providers page's tiles): its name set in a type of its own (family,
 * weight, case, spacing) beside a drawn mark in the provider's colours. Ours, not a copy of any real logo. The one
 * picture of the sandbox that carries words: a wordmark is the name.
 */
const marks: Record<string, string> = {
  pragmatic: `<path d="M0-18C10-8 14 2 8 12-2 20-12 12-10 2-8 8-4 8-4 2-4-6 0-10 0-18z"/>`,
  netent: `<path d="M0-18 5-6 18-5 8 3 11 16 0 9-11 16-8 3-18-5-5-6z"/>`,
  playngo: `<path d="M-8-14 14 0-8 14z"/>`,
  evolution: `<path d="M0-16a16 16 0 1 1-16 16h6A10 10 0 1 0 0-10z"/><circle r="4"/>`,
  spribe: `<path d="M-16 4 16-12 4 14 0 4z"/>`,
  egt: `<path d="M-14-6-8-14H8l6 8L0 16z"/>`,
  booming: `<path d="M0-18 4-6 16-10 8 0 16 10 4 6 0 18-4 6-16 10-8 0-16-10-4-6z"/>`,
  habanero: `<path d="M-4-12c-8 0-12 8-10 16 2 8 10 12 20 10 4-1 6-4 4-6-8 0-12-6-10-14zM-4-12c0-4 2-6 6-6"/>`,
  redtiger: `<path d="M-16-10h12l-6 5zM-16 2h14l-7 5zM16-10H4l6 5zM16 2H2l7 5zM-6 12h12L0 18z"/>`,
  bgaming: `<path d="M4-18-10 2h8l-4 16L12-4H4z"/>`,
  ezugi: `<path d="M-16 10-18-10-8 0 0-14 8 0 18-10 16 10z"/>`,
  smartsoft: `<path d="M0-16 14-8V8L0 16-14 8V-8z"/>`,
  endorphina: `<path d="M0 14C-12 4-16-2-16-7c0-5 4-8 8-8 3 0 6 2 8 5 2-3 5-5 8-5 4 0 8 3 8 8 0 5-4 11-16 21z"/>`,
  tvbet: `<rect x="-16" y="-12" width="32" height="22" rx="4"/><path d="M-6 14h12" stroke-width="3"/>`,
};
const faces = [
  { family: "system-ui,sans-serif", weight: 800, spacing: 0, upper: false, italic: false },
  { family: "Georgia,serif", weight: 700, spacing: 1, upper: false, italic: true },
  { family: "system-ui,sans-serif", weight: 900, spacing: 3, upper: true, italic: false },
  { family: "ui-rounded,system-ui,sans-serif", weight: 700, spacing: 0.5, upper: false, italic: false },
  { family: "Impact,'Arial Narrow',sans-serif", weight: 700, spacing: 2, upper: true, italic: true },
  { family: "ui-monospace,monospace", weight: 700, spacing: 0, upper: true, italic: false },
];
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function providerWordmark(provider: { sysname: string; name: string; color: string }): string {
  const [dark = "#111", bright = "#fc3"] = provider.color.split(",");
  const hash = hashOf(provider.sysname);
  const face = faces[hash % faces.length]!;
  const text = face.upper ? provider.name.toUpperCase() : provider.name;
  const words = text.split(" ");
  // Two lines for two words (the mark above), one line beside the mark for one word.
  const lines = words.length > 1 ? [words[0]!, words.slice(1).join(" ")] : [text];
  // The type's size from the room there is (176 px across for two lines under the mark, 128 beside it), each line then
  // held to its width (textLength) whatever the reader's font.
  const room = lines.length > 1 ? 176 : 128;
  const em = face.upper ? 0.78 : 0.64;
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(26, Math.floor(room / (longest * em + (longest * face.spacing) / 20)));
  const width = (line: string) => Math.min(room, Math.round(line.length * (size * em + face.spacing)));
  const mark = marks[provider.sysname] ?? marks.netent!;
  const textAttrs = `font-family="${face.family}" font-weight="${face.weight}" font-size="${size}" letter-spacing="${face.spacing}"${face.italic ? ` font-style="italic"` : ""} lengthAdjust="spacingAndGlyphs"`;
  const line = (text: string, x: number, y: number, fill: string, anchor = "") =>
    `<text x="${x}" y="${n(y)}"${anchor} textLength="${width(text)}" ${textAttrs} fill="${fill}">${escapeXml(text)}</text>`;
  const type =
    lines.length > 1
      ? line(lines[0]!, 100, 78, "#fff", ` text-anchor="middle"`) + line(lines[1]!, 100, 78 + size, bright, ` text-anchor="middle"`)
      : line(lines[0]!, 62, 60 + size * 0.35, "#fff");
  const markAt = lines.length > 1 ? "translate(100 38)" : "translate(36 60) scale(1.3)";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120" aria-hidden="true"><defs><linearGradient id="w" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${hsl(hash % 360, 40, 8)}"/></linearGradient></defs>` +
    `<rect width="200" height="120" rx="14" fill="url(#w)"/><rect x="3" y="3" width="194" height="114" rx="12" fill="none" stroke="${bright}" stroke-opacity=".35"/>` +
    `<g transform="${markAt}"><circle r="22" fill="${bright}" opacity=".18"/><g fill="${bright}" stroke="${bright}">${mark}</g></g>${type}</svg>`
  );
}
