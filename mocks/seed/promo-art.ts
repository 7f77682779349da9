/**
 * The sandbox's drawn art for banners, promotions and tournaments (issue 39 item 2): each one its own picture that
 * fills its card, in the 8:3 ratio of a banner (960×360; the phone's 640×240 is the same drawing). No words and no
 * numbers: the page writes the title beside or over it, in the page's language. Over a banner the title takes the
 * bottom quarter, so every drawing keeps its subject in the top three quarters and spreads across the whole width.
 * Flat SVG, no external references, a few KB each.
 */

type Size = { width: number; height: number };
const W = 960;
const H = 360;

function hashOf(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** The picture: a sky gradient, soft light behind the subject, confetti across the whole width, then the drawing. */
function scene(id: string, size: Size, sky: [string, string], glow: string, body: string, confetti = "#fff") {
  const seed = hashOf(id);
  const bits = Array.from({ length: 18 }, (_, i) => {
    const x = 20 + ((i * 53 + (seed % 41)) % 46) * 20;
    const y = 16 + ((seed >>> i % 16) % 15) * 14 + (i % 3) * 8;
    return i % 3 === 0
      ? `<path transform="translate(${x} ${y}) scale(${0.5 + (i % 4) * 0.2})" d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10z" fill="${confetti}" opacity=".8"/>`
      : `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="${confetti}" opacity=".5"/>`;
  }).join("");
  const key = id.replace(/\W/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" aria-hidden="true"><defs><linearGradient id="s${key}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><radialGradient id="g${key}"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#s${key})"/><ellipse cx="480" cy="150" rx="420" ry="190" fill="url(#g${key})"/>${bits}${body}</svg>`;
}

/** A gold coin seen from the front. */
function coin(x: number, y: number, r: number) {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#b37a00"/><circle r="${r * 0.9}" fill="#ffcf4a"/><circle r="${r * 0.62}" fill="none" stroke="#d99a10" stroke-width="${Math.max(2, r / 10)}"/><path d="M${-r * 0.3}-${r * 0.5}q${r * 0.3}-${r * 0.2} ${r * 0.5} 0" fill="none" stroke="#fff6d0" stroke-width="${Math.max(2, r / 9)}" stroke-linecap="round"/></g>`;
}

/** A stack of coins seen from the side-top, `count` high from `y` upwards. */
function stack(x: number, y: number, r: number, count: number) {
  return Array.from({ length: count }, (_, i) => `<g transform="translate(${x} ${y - i * r * 0.3})"><ellipse rx="${r}" ry="${r * 0.36}" cy="${r * 0.14}" fill="#a86a00"/><ellipse rx="${r}" ry="${r * 0.36}" fill="#ffcf4a"/><ellipse rx="${r * 0.68}" ry="${r * 0.23}" fill="none" stroke="#d99a10" stroke-width="2"/></g>`).join("");
}

/** A five-point star. */
function star(x: number, y: number, r: number, fill: string, stroke = "none") {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  return `<polygon points="${points}" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** A gold cup with handles on a dark plinth, centred on `x`, its rim at `y`. */
function cup(x: number, y: number, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 0h140v44c0 56-30 88-70 92-40-4-70-36-70-92z" fill="#ffcf4a" stroke="#a86a00" stroke-width="6"/><path d="M-70 18h-34c0 50 30 70 50 72M70 18h34c0 50-30 70-50 72" fill="none" stroke="#ffcf4a" stroke-width="13" stroke-linecap="round"/><path d="M-42 16c0 44 12 70 34 80" fill="none" stroke="#fff6d0" stroke-width="9" stroke-linecap="round" opacity=".7"/><rect x="-14" y="134" width="28" height="34" fill="#d99a10"/><rect x="-62" y="166" width="124" height="28" rx="8" fill="#3a2500"/></g>`;
}

/** A leaf of a laurel or a plant. */
function leaf(x: number, y: number, rotate: number, fill: string, rx = 9, ry = 20) {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${x} ${y})" fill="${fill}"/>`;
}

/** A slot reel: three symbols (cherries, a bell, a star) in a white window. */
function reel(x: number, y: number, s: number) {
  const cherries = `<path d="M-2-14c6 4 9 10 10 18M-2-14c-4 6-7 10-9 14" fill="none" stroke="#2f8f5b" stroke-width="3" stroke-linecap="round"/><circle cx="-12" cy="4" r="8" fill="#e0245e"/><circle cx="8" cy="6" r="8" fill="#e0245e"/>`;
  const bell = `<path d="M0-15c-9 0-12 8-12 16l-4 7h32l-4-7c0-8-3-16-12-16z" fill="#ffcf4a" stroke="#a86a00" stroke-width="2"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-34" y="-62" width="68" height="124" rx="12" fill="#fff" stroke="#7b5cff" stroke-width="4"/><path d="M-34-21h68M-34 21h68" stroke="#d8d0ff" stroke-width="2"/><g transform="translate(0 -42)">${cherries}</g>${star(0, 0, 15, "#7b5cff")}<g transform="translate(0 42)">${bell}</g></g>`;
}

/** A football. */
function ball(x: number, y: number, r: number) {
  return `<g transform="translate(${x} ${y}) scale(${r / 100})"><circle r="100" fill="#fff" stroke="#1d1939" stroke-width="5"/><path d="M0-34l32 23-12 38h-40l-12-38z" fill="#1d1939"/><path d="M0-100v66M95-31l-63 20M59 81l-39-54M-59 81l39-54M-95-31l63 20" stroke="#1d1939" stroke-width="6"/></g>`;
}

/** A maple leaf. */
function maple(x: number, y: number, s: number, rotate: number, fill: string) {
  return `<path transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})" d="M0-30l6 12 10-4-3 14 12 2-10 10 4 6-13-2-2 14-4-10-4 10-2-14-13 2 4-6-10-10 12-2-3-14 10 4z" fill="${fill}"/>`;
}

/** A six-armed snowflake. */
function snowflake(x: number, y: number, r: number) {
  const arm = (a: number) => `<g transform="rotate(${a})"><path d="M0 0V-${r}M0-${r * 0.55}l-${r * 0.25}-${r * 0.2}M0-${r * 0.55}l${r * 0.25}-${r * 0.2}" stroke="#fff" stroke-width="${Math.max(2, r / 8)}" stroke-linecap="round"/></g>`;
  return `<g transform="translate(${x} ${y})" opacity=".9">${[0, 60, 120, 180, 240, 300].map(arm).join("")}</g>`;
}

/** A blossom of five petals. */
function blossom(x: number, y: number, r: number, fill: string) {
  const petals = [0, 72, 144, 216, 288].map((a) => `<ellipse cy="-${r * 0.55}" rx="${r * 0.42}" ry="${r * 0.55}" transform="rotate(${a})" fill="${fill}"/>`).join("");
  return `<g transform="translate(${x} ${y})">${petals}<circle r="${r * 0.3}" fill="#ffcf4a"/></g>`;
}

/** A dome with a crescent spire (Samarkand's skyline), its base at `y`. */
function dome(x: number, y: number, r: number, fill: string) {
  return `<g transform="translate(${x} ${y})"><rect x="-${r * 0.9}" y="-${r * 0.5}" width="${r * 1.8}" height="${r * 0.5}" fill="#0b2a3a"/><path d="M-${r} -${r * 0.5}c0-${r * 1.1} ${r * 2}-${r * 1.1} ${r * 2} 0z" fill="${fill}"/><path d="M0-${r * 1.3}v-${r * 0.35}" stroke="#ffcf4a" stroke-width="4"/><circle cy="-${r * 1.72}" r="${r * 0.1}" fill="#ffcf4a"/></g>`;
}

function minaret(x: number, y: number, h: number) {
  return `<g transform="translate(${x} ${y})"><path d="M-13 0l4-${h}h18l4 ${h}z" fill="#e9c46a"/><path d="M-11-${h * 0.33}h22M-10-${h * 0.66}h20" stroke="#127a8a" stroke-width="6"/><rect x="-16" y="-${h + 10}" width="32" height="12" rx="3" fill="#0b2a3a"/><path d="M-10-${h + 10}c0-18 20-18 20 0z" fill="#2ec4b6"/></g>`;
}

/** A checkered finish flag on a pole, the pole's foot at (`x`, `y`). */
function flag(x: number, y: number, s: number) {
  const squares = Array.from({ length: 12 }, (_, i) => ((i + Math.floor(i / 4)) % 2 ? "" : `<rect x="${(i % 4) * 22}" y="${Math.floor(i / 4) * 22}" width="22" height="22" fill="#1d1939"/>`)).join("");
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-4" y="-200" width="8" height="200" rx="4" fill="#e5e5e5"/><g transform="translate(4 -196) skewY(-6)"><rect width="88" height="66" fill="#fff"/>${squares}</g></g>`;
}

const sky = {
  violet: ["#1b1040", "#5b2bd6"],
  teal: ["#062c30", "#127a8a"],
  crimson: ["#3a0b1e", "#c2255c"],
  green: ["#0b2417", "#2f8f5b"],
  amber: ["#2a1400", "#c46a00"],
  night: ["#0b132b", "#3a506b"],
  rose: ["#2b0f3a", "#e0458f"],
  ice: ["#0a2342", "#4f8fd6"],
} satisfies Record<string, [string, string]>;

/** Every drawing by its media name (`promo/{slug}`, `banner/{id}`, `tournament/{id}`). */
const drawings: Record<string, (size: Size) => string> = {
  // The welcome bonus doubles the first deposit: a small stack, an arrow, a stack twice as tall.
  "promo/welcome": (size) =>
    scene("pw", size, sky.violet, "#ffc83d", `${stack(250, 250, 62, 3)}<path d="M340 160c70-90 200-100 260-30" fill="none" stroke="#ffc83d" stroke-width="16" stroke-linecap="round" stroke-dasharray="2 28"/><path d="M596 96l22 48-52-4z" fill="#ffc83d"/>${stack(700, 262, 70, 7)}${coin(110, 110, 34)}${coin(860, 90, 40)}${coin(480, 270, 26)}`),
  // Cashback: a coin coming back round an arrow, more coins falling on either side.
  "promo/cashback": (size) =>
    scene("pc", size, sky.amber, "#ffe08a", `<g transform="translate(480 160)"><path d="M-120 0a120 120 0 0 1 210-80" fill="none" stroke="#fff1b8" stroke-width="20" stroke-linecap="round"/><path d="M110-120l4 66-60-26z" fill="#fff1b8"/><path d="M120 0a120 120 0 0 1-210 80" fill="none" stroke="#fff1b8" stroke-width="20" stroke-linecap="round"/><path d="M-110 120l-4-66 60 26z" fill="#fff1b8"/></g>${coin(480, 160, 78)}${coin(150, 90, 30)}${coin(230, 220, 42)}${coin(90, 250, 22)}${coin(760, 100, 36)}${coin(850, 220, 46)}${coin(690, 250, 24)}`, "#fff1b8"),
  // Free spins on Friday: a wheel of fortune between two slot reels.
  "promo/freespins-friday": (size) => {
    const colors = ["#e0245e", "#ffcf4a", "#7b5cff", "#2fd68a", "#ff7a45", "#5fa8d3", "#e0245e", "#ffcf4a"];
    const segments = colors
      .map((color, i) => {
        const a = (Math.PI / 4) * i;
        const b = a + Math.PI / 4;
        return `<path d="M0 0L${(130 * Math.cos(a)).toFixed(1)} ${(130 * Math.sin(a)).toFixed(1)}A130 130 0 0 1 ${(130 * Math.cos(b)).toFixed(1)} ${(130 * Math.sin(b)).toFixed(1)}z" fill="${color}"/>`;
      })
      .join("");
    return scene("pf", size, sky.rose, "#ffc83d", `${reel(190, 160, 1.25)}${reel(770, 160, 1.25)}<g transform="translate(480 170)"><circle r="142" fill="#3a1d00"/>${segments}<circle r="130" fill="none" stroke="#fff" stroke-width="4"/><circle r="26" fill="#fff" stroke="#3a1d00" stroke-width="6"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${(136 * Math.cos((Math.PI / 4) * i)).toFixed(1)}" cy="${(136 * Math.sin((Math.PI / 4) * i)).toFixed(1)}" r="5" fill="#ffcf4a"/>`).join("")}</g><path d="M480 14l-22 36h44z" fill="#fff" stroke="#3a1d00" stroke-width="5" stroke-linejoin="round"/>`);
  },
  // The express boost: a ball flying at a bet slip, a bolt between them, the pitch underneath.
  "promo/express-boost": (size) =>
    scene("pe", size, sky.green, "#f9e27d", `<path d="M0 300h960v60H0z" fill="#1f6b43"/><path d="M0 300h960M480 300v60M380 360a100 40 0 0 1 200 0" stroke="#bfe8cf" stroke-width="4" fill="none" opacity=".7"/>${ball(240, 170, 95)}<path d="M120 110h-80M130 170h-100M120 230h-70" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".5"/><path d="M470 60l-60 110h50l-30 110 100-140h-56l40-80z" fill="#ffc83d" stroke="#7a4a00" stroke-width="5" stroke-linejoin="round"/><g transform="translate(700 160) rotate(6)"><rect x="-100" y="-130" width="200" height="250" rx="14" fill="#fff"/><rect x="-100" y="-130" width="200" height="44" rx="14" fill="#2f8f5b"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M-72 ${-64 + i * 36}l10 10 18-20" fill="none" stroke="#2fd68a" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><rect x="-30" y="${-70 + i * 36}" width="${100 - (i % 2) * 30}" height="12" rx="6" fill="#d8d0ff"/>`).join("")}</g>`, "#f9e27d"),
  // Double points: two star badges side by side, a crown above them.
  "promo/loyalty-double": (size) =>
    scene("pl", size, sky.night, "#b89cff", `<g transform="translate(400 190)"><circle r="110" fill="#5b2bd6" stroke="#b89cff" stroke-width="8"/>${star(0, 0, 72, "#ffcf4a", "#a86a00")}</g><g transform="translate(580 190)"><circle r="110" fill="#7b5cff" stroke="#fff" stroke-width="8"/>${star(0, 0, 72, "#ffe08a", "#a86a00")}</g><path d="M410 62l40-44 40 34 40-34 40 44-14 40H424z" fill="#ffcf4a" stroke="#a86a00" stroke-width="5" stroke-linejoin="round"/>${star(140, 110, 28, "#b89cff")}${star(220, 250, 18, "#fff")}${star(820, 120, 30, "#b89cff")}${star(760, 260, 18, "#fff")}`, "#d8d0ff"),
  // The autumn race (finished): leaves blowing past a finish flag.
  "promo/autumn-race": (size) =>
    scene("pa", size, sky.amber, "#ff7a45", `<path d="M0 290c200-40 420-30 960 10v60H0z" fill="#5a2a00"/>${flag(560, 300, 1.2)}${maple(160, 110, 2.2, -20, "#ff7a45")}${maple(300, 220, 1.6, 30, "#ffcf4a")}${maple(420, 90, 1.3, 10, "#c2255c")}${maple(780, 120, 2, 40, "#ff7a45")}${maple(860, 240, 1.5, -30, "#ffcf4a")}${maple(700, 250, 1.1, 0, "#c2255c")}`, "#ffe08a"),

  // Banner 1, the first deposit's 100 %: an open gift with coins bursting out of it.
  "banner/1": (size) =>
    scene("b1", size, sky.violet, "#ffc83d", `<g transform="translate(480 200)"><rect x="-120" y="-40" width="240" height="140" rx="10" fill="#e0245e"/><rect x="-22" y="-40" width="44" height="140" fill="#ffcf4a"/><g transform="rotate(-14 -130 -60)"><rect x="-140" y="-90" width="280" height="44" rx="10" fill="#ff4f8b"/><rect x="-24" y="-90" width="48" height="44" fill="#ffe08a"/></g></g>${coin(420, 90, 34)}${coin(520, 60, 42)}${coin(610, 120, 30)}${coin(360, 150, 22)}<path d="M420 130l-40-60M520 120V40M600 140l50-50" stroke="#ffe08a" stroke-width="6" stroke-linecap="round" opacity=".6"/>${stack(150, 250, 50, 4)}${stack(810, 250, 50, 5)}`),
  // Banner 2, the weekly tournament: a podium, a medal over each step.
  "banner/2": (size) => {
    const medal = (x: number, y: number, color: string, ribbon: string) => `<g transform="translate(${x} ${y})"><path d="M-22-80l22 50 22-50z" fill="${ribbon}"/><circle r="36" fill="${color}" stroke="#3a2500" stroke-width="4"/>${star(0, 0, 20, "#fff", "none")}</g>`;
    return scene("b2", size, sky.teal, "#ffd166", `<path d="M0 300h960v60H0z" fill="#04262a"/><rect x="390" y="160" width="180" height="140" rx="8" fill="#2ec4b6"/><rect x="210" y="210" width="180" height="90" rx="8" fill="#1a9e92"/><rect x="570" y="230" width="180" height="70" rx="8" fill="#137a70"/>${medal(480, 100, "#ffcf4a", "#e0245e")}${medal(300, 150, "#d9dde8", "#7b5cff")}${medal(660, 170, "#d98a4a", "#2f8f5b")}${leaf(110, 160, -30, "#f9e27d", 12, 30)}${leaf(140, 220, -10, "#f9e27d", 12, 30)}${leaf(850, 160, 30, "#f9e27d", 12, 30)}${leaf(820, 220, 10, "#f9e27d", 12, 30)}`, "#ffd166");
  },
  // Banner 3, the growing jackpot: coin stacks rising left to right under a crown.
  "banner/3": (size) =>
    scene("b3", size, sky.crimson, "#ffe08a", `${[1, 2, 4, 5, 7, 9].map((n, i) => stack(150 + i * 130, 280, 46, n)).join("")}<path d="M110 230L700 70" stroke="#fff1b8" stroke-width="10" stroke-linecap="round" stroke-dasharray="1 26"/><path d="M690 50l40 14-30 30z" fill="#fff1b8"/><path d="M760 70l30-36 30 28 30-28 30 36-10 32h-100z" fill="#ffcf4a" stroke="#a86a00" stroke-width="5" stroke-linejoin="round"/>`, "#ffe08a"),
  // Banner 4 (the side menu's offers): an open envelope, a ticket and stars coming out of it.
  "banner/4": (size) =>
    scene("b4", size, sky.night, "#7b5cff", `<g transform="translate(480 220)"><path d="M-150-60h300v150h-300z" fill="#d8d0ff"/><g transform="rotate(-8)"><rect x="-110" y="-150" width="220" height="110" rx="12" fill="#ffc83d"/><circle cx="-110" cy="-95" r="16" fill="#d8d0ff"/><circle cx="110" cy="-95" r="16" fill="#d8d0ff"/><path d="M-60-95h120" stroke="#a86a00" stroke-width="8" stroke-dasharray="12 10"/></g><path d="M-150-60l150 100 150-100v150h-300z" fill="#f2f0ff"/><path d="M-150 90l120-80M150 90l-120-80" stroke="#b89cff" stroke-width="4"/></g>${star(200, 110, 34, "#ffc83d")}${star(280, 230, 20, "#fff")}${star(770, 100, 30, "#ff4f8b")}${star(700, 250, 22, "#ffc83d")}`, "#d8d0ff"),
  // Banner 5 (the hall's new games): a slot machine between dice and cards.
  "banner/5": (size) =>
    scene("b5", size, sky.rose, "#ff9f1c", `<g transform="translate(480 40)"><rect x="-130" y="0" width="260" height="250" rx="26" fill="#7b5cff" stroke="#2b0f3a" stroke-width="6"/><rect x="-110" y="50" width="220" height="110" rx="12" fill="#2b0f3a"/>${[-70, 0, 70].map((x) => `<rect x="${x - 30}" y="60" width="60" height="90" rx="8" fill="#fff"/>`).join("")}${star(-70, 105, 24, "#e0245e")}${star(0, 105, 24, "#e0245e")}${star(70, 105, 24, "#e0245e")}<rect x="-90" y="180" width="180" height="40" rx="10" fill="#ffcf4a"/><path d="M130 110h30v-80" fill="none" stroke="#d9dde8" stroke-width="10" stroke-linecap="round"/><circle cx="160" cy="24" r="18" fill="#e0245e"/></g><g transform="translate(170 190) rotate(-14)"><rect x="-60" y="-60" width="120" height="120" rx="20" fill="#fff"/>${[[-30, -30], [30, 30], [0, 0], [30, -30], [-30, 30]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#1d1939"/>`).join("")}</g><g transform="translate(800 180) rotate(12)"><rect x="-55" y="-78" width="110" height="156" rx="12" fill="#fff"/><path d="M0-30c-30 30-40 40-20 56 10 8 20 0 20-10 0 10 10 18 20 10 20-16 10-26-20-56z" fill="#e0245e"/></g>`, "#ffd166"),
  // Banner 6 (finished, hidden by the site): leaves in a darker autumn.
  "banner/6": (size) =>
    scene("b6", size, sky.crimson, "#ff7a45", `${flag(480, 310, 1.1)}${maple(180, 140, 2.4, 10, "#ff7a45")}${maple(300, 250, 1.4, -20, "#ffcf4a")}${maple(700, 110, 1.8, 30, "#ffcf4a")}${maple(820, 230, 2.2, -10, "#ff7a45")}`, "#ffe08a"),

  // Tournament 1, the weekly slots tournament: the cup between two reels.
  "tournament/1": (size) => scene("t1", size, sky.violet, "#ffc83d", `${reel(200, 170, 1.4)}${reel(760, 170, 1.4)}${cup(480, 60, 1.25)}`),
  // Tournament 2, the Samarkand race: domes and minarets across the skyline, a finish flag in front.
  "tournament/2": (size) =>
    scene("t2", size, sky.teal, "#ffd166", `<circle cx="780" cy="90" r="50" fill="#ffd166" opacity=".85"/>${minaret(130, 320, 200)}${dome(300, 320, 90, "#2ec4b6")}${dome(480, 320, 120, "#1a9e92")}${dome(660, 320, 90, "#2ec4b6")}${minaret(830, 320, 200)}<path d="M0 320h960v40H0z" fill="#0b2a3a"/>${flag(560, 340, 0.9)}`, "#ffd166"),
  // Tournament 3, the spring cup: the cup among blossoms on green hills.
  "tournament/3": (size) =>
    scene("t3", size, sky.green, "#f9e27d", `<path d="M0 300c160-60 320-60 480-10s320 30 480-20v90H0z" fill="#1f6b43"/>${cup(480, 50, 1.25)}${blossom(140, 120, 40, "#ff9ec8")}${blossom(250, 230, 30, "#fff")}${blossom(90, 260, 24, "#ffcf4a")}${blossom(820, 120, 40, "#ff9ec8")}${blossom(720, 240, 30, "#fff")}${blossom(880, 260, 24, "#ffcf4a")}${leaf(200, 170, 40, "#95d5b2")}${leaf(770, 170, -40, "#95d5b2")}`, "#fff"),
  // Tournament 4, the winter tournament (finished): the cup on snow, snowflakes around it.
  "tournament/4": (size) =>
    scene("t4", size, sky.ice, "#d9f0ff", `<path d="M0 290c200-40 400-40 560-10s300 10 400-10v90H0z" fill="#e8f4ff"/>${cup(480, 50, 1.25)}${snowflake(140, 100, 40)}${snowflake(260, 230, 26)}${snowflake(90, 250, 18)}${snowflake(820, 110, 44)}${snowflake(720, 230, 24)}${snowflake(890, 260, 18)}`),
};

/** The names that have a drawing of their own (the unit test checks each). */
export const promoArtNames = Object.keys(drawings);

/**
 * The picture for a media name (`width`×`height` is the size the file declares: 960×360 wide, 640×240 for phones;
 * the drawing is the same). A name without a drawing of its own (one an operator added in the content service)
 * borrows one, picked by the name, so it is never an empty card.
 */
export function promoArt(name: string, width = 960, height = 360): string {
  const draw = drawings[name] ?? drawings[promoArtNames[hashOf(name) % promoArtNames.length]!]!;
  return draw({ width, height });
}
