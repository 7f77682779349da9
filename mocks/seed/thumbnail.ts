/** Escapes text for SVG. */
function esc(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A flat emblem for providers, jackpots, products, characters and banners. */
export function emblem(label: string, palette: string, width = 160, height = 96) {
  const [from = "#222", to = "#555"] = palette.split(",");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="12" fill="url(#g)"/><text x="50%" y="55%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="${Math.round(height / 5)}" font-weight="700" fill="#fff">${esc(label)}</text></svg>`;
}
