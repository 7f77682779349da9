/**
 * Drawn pictures of the sandbox (issue 29 item 4): the loyalty shop's rewards, the sign-up characters,
 * jackpots and the payment methods' marks. No words and no numbers in any of them: the site writes each name, in
 * the page's language, beside the picture (its `alt` or caption), so one drawing serves both languages. Flat SVG,
 * no external references.
 */

type Size = { width: number; height: number };

function frame({ width, height }: Size, viewBox: string, body: string, background = "", fit: "slice" | "meet" = "slice") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid ${fit}" aria-hidden="true">${background}${body}</svg>`;
}

/** A soft vertical gradient card behind a drawing (id unique per picture, so two pictures inline never clash). */
function backdrop(id: string, from: string, to: string, w: number, h: number, rx = 16) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" rx="${rx}" fill="url(#${id})"/>`;
}

/** One gold coin seen from the side-top: rim, face and a raised edge. */
function coin(x: number, y: number, r: number) {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.38}" cy="${r * 0.16}" fill="#a86a00"/><ellipse rx="${r}" ry="${r * 0.38}" fill="#ffcf4a"/><ellipse rx="${r * 0.7}" ry="${r * 0.25}" fill="none" stroke="#d99a10" stroke-width="2"/></g>`;
}

/** A stack of coins: `count` coins from `y` upwards. */
function coinStack(x: number, y: number, r: number, count: number) {
  return Array.from({ length: count }, (_, i) => coin(x, y - i * r * 0.22, r)).join("");
}

/** A slot reel window with three symbols (cherry, seven, bell), for free spins. */
function reel(x: number, y: number, scale = 1) {
  const cell = (cy: number, symbol: string) => `<g transform="translate(0 ${cy})">${symbol}</g>`;
  const cherry = `<path d="M-4-14c6 4 10 10 12 18M-4-14c-4 6-8 10-10 14" fill="none" stroke="#2f8f5b" stroke-width="3" stroke-linecap="round"/><ellipse cx="-14" cy="4" rx="8" ry="8" fill="#e0245e"/><ellipse cx="8" cy="6" rx="8" ry="8" fill="#e0245e"/>`;
  const seven = `<path d="M-13-14h26l-14 30h-8l12-23h-16z" fill="#e0245e" stroke="#7a0f2f" stroke-width="2" stroke-linejoin="round"/>`;
  const bell = `<path d="M0-15c-9 0-12 8-12 16l-4 7h32l-4-7c0-8-3-16-12-16z" fill="#ffcf4a" stroke="#a86a00" stroke-width="2"/><path d="M-4 10a4 4 0 0 0 8 0" fill="#a86a00"/>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-34" y="-62" width="68" height="124" rx="12" fill="#fff"/><rect x="-34" y="-62" width="68" height="124" rx="12" fill="none" stroke="#7b5cff" stroke-width="4"/><path d="M-34-21h68M-34 21h68" stroke="#d8d0ff" stroke-width="2"/>${cell(-42, cherry)}${cell(0, seven)}${cell(42, bell)}</g>`;
}

/** A football. */
function ball(x: number, y: number, r: number) {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r}" fill="#fff" stroke="#1d1939" stroke-width="3"/><path d="M0-${r * 0.35}l${r * 0.33} ${r * 0.24}-${r * 0.13} ${r * 0.4}h-${r * 0.4}l-${r * 0.13}-${r * 0.4}z" fill="#1d1939"/><path d="M0-${r * 0.35}v-${r * 0.6}M${r * 0.33}-${r * 0.11}l${r * 0.6}-${r * 0.2}M${r * 0.2} ${r * 0.29}l${r * 0.36} ${r * 0.5}M-${r * 0.2} ${r * 0.29}l-${r * 0.36} ${r * 0.5}M-${r * 0.33}-${r * 0.11}l-${r * 0.6}-${r * 0.2}" stroke="#1d1939" stroke-width="3"/></g>`;
}

/** A four-point sparkle. */
function sparkle(x: number, y: number, s: number, fill = "#fff") {
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10z" fill="${fill}"/>`;
}

export type Reward = { freespins?: number; bonus?: number; betting_bonus?: number };

/** A loyalty shop reward (160×96 card): a reel for free spins, a coin stack for a bonus, a ball on coins for a sports bonus. */
export function rewardArt(reward: Reward, size: Size = { width: 320, height: 192 }) {
  const id = `rw${reward.freespins ? "f" : reward.betting_bonus ? "b" : "c"}`;
  const big = (reward.bonus ?? reward.betting_bonus ?? 0) >= 100_000;
  const body = reward.freespins
    ? backdrop(id, "#2a1a6e", "#5b2bd6", 320, 192) + reel(120, 96, 1.15) + reel(204, 104, 0.95) + sparkle(270, 40, 1.4, "#ffc83d") + sparkle(54, 150, 1)
    : reward.betting_bonus
      ? backdrop(id, "#0f3a26", "#2f8f5b", 320, 192) + coinStack(120, 150, 40, 5) + ball(205, 98, 44) + sparkle(270, 40, 1.3, "#f9e27d")
      : backdrop(id, "#3a1d00", "#b36b00", 320, 192) + coinStack(110, 158, 42, big ? 8 : 5) + coinStack(205, 160, 36, big ? 6 : 3) + (big ? coinStack(160, 168, 30, 3) : "") + sparkle(270, 36, 1.3, "#fff1b8") + sparkle(46, 50, 1);
  return frame(size, "0 0 320 192", body);
}

const animals: Record<string, (ink: string) => string> = {
  // A tiger's face: orange head, white muzzle, black stripes, round ears.
  tiger: () =>
    `<path d="M52 40c-8-14 4-26 18-18M148 40c8-14-4-26-18-18" fill="#f97316" stroke="#1a1300" stroke-width="4"/><path d="M100 24c38 0 62 26 62 62 0 34-28 58-62 58s-62-24-62-58c0-36 24-62 62-62z" fill="#f97316" stroke="#1a1300" stroke-width="4"/><path d="M100 24v22M86 28l4 16M114 28l-4 16M40 76h20M42 94h18M160 76h-20M158 94h-18" stroke="#1a1300" stroke-width="5" stroke-linecap="round"/><path d="M64 112c10-14 26-18 36-18s26 4 36 18c-6 20-20 30-36 30s-30-10-36-30z" fill="#fff"/><ellipse cx="78" cy="78" rx="7" ry="9" fill="#1a1300"/><ellipse cx="122" cy="78" rx="7" ry="9" fill="#1a1300"/><path d="M92 104h16l-8 9z" fill="#e0245e"/><path d="M100 113v8M90 124c5 4 15 4 20 0" fill="none" stroke="#1a1300" stroke-width="3" stroke-linecap="round"/>`,
  // A falcon's head in profile: grey-blue cap, yellow hooked beak, a dark moustache stripe.
  falcon: () =>
    `<path d="M60 140c-8-40 6-96 54-104 30-5 50 14 54 38l-30 10c-10 4-14 14-12 26l8 30z" fill="#5fa8d3" stroke="#0b2a3a" stroke-width="4" stroke-linejoin="round"/><path d="M142 74h26c8 0 12 8 8 16l-8 12c-2-6-6-10-12-10h-18z" fill="#ffc83d" stroke="#0b2a3a" stroke-width="4" stroke-linejoin="round"/><path d="M88 96c16-2 32 2 40 14l6 30H74c2-20 6-36 14-44z" fill="#f2f0ff"/><path d="M118 84c-4 14-4 30 2 46" stroke="#0b2a3a" stroke-width="7" stroke-linecap="round" fill="none"/><ellipse cx="128" cy="66" rx="9" ry="9" fill="#ffc83d" stroke="#0b2a3a" stroke-width="3"/><ellipse cx="129" cy="66" rx="4" ry="4" fill="#0b2a3a"/>`,
  // A horse's head in profile: brown, a dark mane, a white blaze.
  horse: () =>
    `<path d="M70 144c-6-40 0-80 24-104l8-16 8 18c24 8 44 30 52 62l6 22c2 8-4 14-12 12l-22-6c-8 6-12 10-14 24z" fill="#a0522d" stroke="#2b1400" stroke-width="4" stroke-linejoin="round"/><path d="M94 40c-20 10-32 40-30 70 8-20 16-40 34-56zM100 30c-10 30-20 60-22 100" fill="#2b1400"/><path d="M128 56c10 14 20 34 28 58l-10-2c-8-20-14-38-22-54z" fill="#fff"/><ellipse cx="122" cy="70" rx="6" ry="7" fill="#2b1400"/><ellipse cx="160" cy="124" rx="3" ry="4" fill="#2b1400"/>`,
  // A snow leopard's face: pale grey, dark rosettes, blue eyes.
  "snow-leopard": () =>
    `<path d="M54 42c-6-14 6-24 18-16M146 42c6-14-6-24-18-16" fill="#e5e5e5" stroke="#14213d" stroke-width="4"/><path d="M100 26c38 0 60 26 60 60 0 34-26 58-60 58s-60-24-60-58c0-34 22-60 60-60z" fill="#e5e5e5" stroke="#14213d" stroke-width="4"/><path d="M62 60a6 6 0 1 1 8 8M134 58a6 6 0 1 0-8 10M96 40a5 5 0 1 1 8 0M54 96a6 6 0 1 1 10 4M146 96a6 6 0 1 0-10 4" fill="none" stroke="#14213d" stroke-width="3" stroke-linecap="round"/><path d="M66 112c10-14 24-18 34-18s24 4 34 18c-6 20-18 30-34 30s-28-10-34-30z" fill="#fff"/><ellipse cx="80" cy="80" rx="8" ry="8" fill="#5fa8d3" stroke="#14213d" stroke-width="3"/><ellipse cx="120" cy="80" rx="8" ry="8" fill="#5fa8d3" stroke="#14213d" stroke-width="3"/><path d="M92 104h16l-8 9z" fill="#14213d"/><path d="M100 113v8M90 124c5 4 15 4 20 0" fill="none" stroke="#14213d" stroke-width="3" stroke-linecap="round"/>`,
};

/** A sign-up character (an animal without words) on its palette; an unknown one is a paw print. */
export function characterArt(sysname: string, palette: string, size: Size = { width: 160, height: 160 }) {
  const [from = "#222", to = "#555"] = palette.split(",");
  const draw = animals[sysname];
  const paw = `<g fill="#fff"><path d="M100 140c-22 0-36-12-36-26s18-26 36-26 36 12 36 26-14 26-36 26z"/><path d="M62 84a12 16 0 1 0 1 0zM138 84a12 16 0 1 0 1 0zM86 56a12 16 0 1 0 1 0zM114 56a12 16 0 1 0 1 0z"/></g>`;
  return frame(size, "20 0 160 160", draw ? `<g transform="translate(0 -4)">${draw("#000")}</g>` : paw, backdrop(`ch-${sysname.replace(/\W/g, "")}`, from, to, 200, 160, 20));
}

/** A jackpot (160×96): a treasure chest spilling coins, richer for the bigger jackpots (id 1 the biggest). */
export function jackpotArt(id: string, size: Size = { width: 320, height: 192 }) {
  const rank = Math.max(1, Math.min(3, Number(id) || 3));
  const chest = `<g transform="translate(160 118)"><path d="M-70-30h140v60h-140z" fill="#8a4b14" stroke="#3a1d00" stroke-width="4"/><path d="M-70-30c0-40 140-40 140 0" fill="#a0602a" stroke="#3a1d00" stroke-width="4"/><path d="M-70-4h140" stroke="#ffcf4a" stroke-width="6"/><rect x="-12" y="-14" width="24" height="26" rx="4" fill="#ffcf4a" stroke="#3a1d00" stroke-width="3"/></g>`;
  const coins = coinStack(74, 160, 26, 6 - rank) + coinStack(246, 162, 24, 7 - rank * 2) + (rank === 1 ? coinStack(160, 60, 22, 3) : "");
  return frame(size, "0 0 320 192", chest + coins + sparkle(40, 40, 1.3, "#fff1b8") + sparkle(282, 44, 1.6, "#ffc83d"), backdrop(`jp${rank}`, "#1d1939", rank === 1 ? "#c2255c" : rank === 2 ? "#5b2bd6" : "#127a8a", 320, 192));
}

/**
 * A payment method's mark (160×96, drawn in the method's colours, not its logo): a bank card for the card schemes,
 * a wallet for Payme, a tap for Click.
 */
export function methodArt(sysname: string, size: Size = { width: 160, height: 96 }) {
  const card = (from: string, to: string, stripe: string, extra = "") =>
    `<defs><linearGradient id="mc-${sysname}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect x="22" y="12" width="116" height="72" rx="10" fill="url(#mc-${sysname})"/><rect x="34" y="32" width="20" height="15" rx="3" fill="#ffcf4a"/><path d="M34 64h40M80 64h20" stroke="${stripe}" stroke-width="5" stroke-linecap="round"/>${extra}`;
  const marks: Record<string, string> = {
    uzcard: card("#0b5fa5", "#1aa0c8", "#fff", `<path d="M104 28l8 12 8-12M112 40v10" fill="none" stroke="#2fd68a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`),
    humo: card("#ff7a1a", "#ffb347", "#fff", `<path d="M100 26c6 10 18 10 24 0M100 44c6-10 18-10 24 0" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`),
    visa: card("#1a1f71", "#3a47c8", "#ffcf4a", `<ellipse cx="106" cy="38" rx="12" ry="12" fill="#eb001b"/><ellipse cx="120" cy="38" rx="12" ry="12" fill="#f79e1b" opacity=".9"/>`),
    payme: `<rect x="30" y="16" width="100" height="64" rx="14" fill="#00b2b2"/><path d="M30 34h100" stroke="#008080" stroke-width="6"/><rect x="96" y="44" width="40" height="22" rx="8" fill="#fff"/><ellipse cx="108" cy="55" rx="5" ry="5" fill="#00b2b2"/>`,
    click: `<rect x="36" y="12" width="88" height="72" rx="20" fill="#0a8dff"/><path d="M72 34v34l8-8 6 14 6-3-6-13h12z" fill="#fff" stroke="#064d8f" stroke-width="2" stroke-linejoin="round"/><path d="M60 30a14 14 0 0 1 24-8M56 44a24 24 0 0 1 4-18" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
  };
  const mark = marks[sysname] ?? card("#3a335e", "#7b5cff", "#fff");
  return frame(size, "0 0 160 96", mark, `<rect width="160" height="96" rx="12" fill="#f7f5ff"/>`, "meet");
}
