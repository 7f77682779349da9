/**
 * Characters that are icons, not letters: emoji and pictographs (Extended_Pictographic, the Miscellaneous Symbols,
 * Dingbats and Miscellaneous Symbols and Arrows blocks), private-use codepoints (an icon font's) and the emoji
 * modifiers. A font the player has may lack them, and the browser then draws a box (issue 38: the support button's
 * "💬"). The site draws its icons as SVG. The copyright, registered and trade mark signs are letters of every font.
 */
export const ICON_CHARACTERS = /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\u2600-\u27bf\u2b00-\u2bff\p{Co}\ufe0f\u20e3]/u;
