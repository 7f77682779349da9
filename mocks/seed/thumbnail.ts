/** Escapes text for SVG. */
function esc(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A generated game thumbnail (288×192, the size the game item's `img_288_192` names): a gradient in the game's
 * palette, a simple emblem and the game's name. No external images.
 */
export function gameThumbnail(game: { name: string; provider: string; palette: string; sysname: string }) {
  const [from = "#3b1d8f", to = "#ff4f8b", accent = "#ffd166"] = game.palette.split(",");
  let hash = 0;
  for (const char of game.sysname) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const shape = hash % 4;
  const emblem =
    shape === 0
      ? `<path d="M196 34h60l-30 72h-20l26-54h-36z" fill="${accent}" opacity=".9"/>`
      : shape === 1
        ? `<polygon points="226,22 268,96 184,96" fill="${accent}" opacity=".85"/>`
        : shape === 2
          ? `<rect x="186" y="30" width="80" height="80" rx="16" fill="${accent}" opacity=".85" transform="rotate(12 226 70)"/>`
          : `<path d="M226 24l13 28 30 4-22 21 6 30-27-15-27 15 6-30-22-21 30-4z" fill="${accent}" opacity=".9"/>`;
  const words = game.name.split(" ");
  const lines = words.length > 2 ? [words.slice(0, 2).join(" "), words.slice(2).join(" ")] : [game.name];
  const text = lines.map((line, i) => `<text x="18" y="${132 + i * 26}" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${esc(line)}</text>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="288" height="192" viewBox="0 0 288 192" role="img" aria-label="${esc(game.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="288" height="192" fill="url(#g)"/>${emblem}${text}<text x="18" y="30" font-family="system-ui,sans-serif" font-size="13" fill="#fff" opacity=".8">${esc(game.provider.toUpperCase())}</text></svg>`;
}

/** A flat emblem for providers, jackpots, products, characters and banners. */
export function emblem(label: string, palette: string, width = 160, height = 96) {
  const [from = "#222", to = "#555"] = palette.split(",");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="12" fill="url(#g)"/><text x="50%" y="55%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="${Math.round(height / 5)}" font-weight="700" fill="#fff">${esc(label)}</text></svg>`;
}
