import { createRandom } from "./prng";

export const providers = [
  { sysname: "pragmatic", name: "Pragmatic Play", types: "slot,live,casino", color: "#1f2a6b,#f47b20" },
  { sysname: "netent", name: "NetEnt", types: "slot,casino", color: "#0b3d2e,#2ecc71" },
  { sysname: "playngo", name: "Play'n GO", types: "slot", color: "#10243e,#3aa0ff" },
  { sysname: "evolution", name: "Evolution", types: "live,casino", color: "#1b1b1b,#c9a227" },
  { sysname: "spribe", name: "Spribe", types: "fast", color: "#2b0f3a,#e0245e" },
  { sysname: "egt", name: "EGT", types: "slot", color: "#3a0d0d,#ff6b35" },
  { sysname: "booming", name: "Booming Games", types: "slot", color: "#20124d,#8e7dff" },
  { sysname: "habanero", name: "Habanero", types: "slot,casino", color: "#062c30,#00bfa6" },
  { sysname: "redtiger", name: "Red Tiger", types: "slot", color: "#4a0000,#ff3b3b" },
  { sysname: "bgaming", name: "BGaming", types: "slot,fast,casino", color: "#112233,#ff9f1c" },
  { sysname: "ezugi", name: "Ezugi", types: "live", color: "#0d1b2a,#e63946" },
  { sysname: "smartsoft", name: "SmartSoft", types: "fast,slot", color: "#14213d,#fca311" },
  { sysname: "endorphina", name: "Endorphina", types: "slot", color: "#3d0a4f,#f15bb5" },
  { sysname: "tvbet", name: "TVBet", types: "live,fast", color: "#0a2342,#2ca58d" },
] as const;

export const categories = [
  { id: 1, sysname: "popular", uz: "Ommabop", ru: "Популярные" },
  { id: 2, sysname: "new", uz: "Yangi", ru: "Новинки" },
  { id: 3, sysname: "slots", uz: "Slotlar", ru: "Слоты" },
  { id: 4, sysname: "live", uz: "Jonli kazino", ru: "Живое казино" },
  { id: 5, sysname: "table", uz: "Stol o‘yinlari", ru: "Настольные игры" },
  { id: 6, sysname: "fast", uz: "Tezkor o‘yinlar", ru: "Быстрые игры" },
  { id: 7, sysname: "jackpot", uz: "Jekpotli", ru: "С джекпотом" },
  { id: 8, sysname: "megaways", uz: "Megaways", ru: "Megaways" },
  { id: 9, sysname: "fruits", uz: "Mevali", ru: "Фруктовые" },
  { id: 10, sysname: "buy-bonus", uz: "Bonus sotib olish", ru: "Покупка бонуса" },
] as const;

const first = ["Golden", "Wild", "Lucky", "Mega", "Royal", "Silk Road", "Samarkand", "Dragon", "Aurora", "Crystal", "Pharaoh's", "Neon", "Desert", "Mystic", "Thunder", "Fire", "Ice", "Jade", "Ruby", "Cosmic", "Sultan's", "Fruit", "Star", "Buffalo"];
const second = ["Fortune", "Riches", "Treasures", "Spins", "Gems", "Legends", "Nights", "Empire", "Quest", "Reels", "Bonanza", "Wolves", "Hunt", "Crown", "Link", "Storm", "Garden", "Coins", "Palace", "Sevens"];
const liveNames = ["Roulette", "Blackjack", "Baccarat", "Dragon Tiger", "Andar Bahar", "Sic Bo", "Poker", "Crazy Wheel", "Teen Patti", "Mega Ball"];
const fastNames = ["Aviator", "JetX", "Plinko", "Mines", "Dice", "Limbo", "Keno", "Hi-Lo", "Crash", "Goal", "Balloon", "Tower"];
const palettes = ["#3b1d8f,#ff4f8b,#ffd166", "#0f4c5c,#5fa8d3,#fb8b24", "#1a1a2e,#e94560,#f5f5f5", "#2d6a4f,#95d5b2,#ffd60a", "#3c096c,#9d4edd,#ffba08", "#7f1d1d,#f97316,#fde68a", "#0b132b,#3a506b,#5bc0be", "#14213d,#fca311,#e5e5e5", "#240046,#ff006e,#8338ec", "#03045e,#00b4d8,#caf0f8"];

export interface SeedGame {
  sysname: string;
  name: string;
  provider: string;
  type: "slot" | "live" | "casino" | "fast";
  categories: number[];
  tags: string[];
  priority: number;
  rtp: number;
  volatility: string;
  palette: string;
  description_uz: string;
  description_ru: string;
  created_at: number;
}

function slug(text: string) {
  return text.toLowerCase().replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

const volatilityText = {
  low: { uz: "past", ru: "низкая" },
  medium: { uz: "o‘rtacha", ru: "средняя" },
  high: { uz: "yuqori", ru: "высокая" },
} as const;

/** The lobby: `count` games, deterministic for a seed. */
export function generateGames(count = 320, seed = 20240601, now = Date.UTC(2025, 0, 1)): SeedGame[] {
  const random = createRandom(seed);
  const games: SeedGame[] = [];
  const taken = new Set<string>();
  for (let index = 0; games.length < count; index++) {
    const provider = providers[index % providers.length]!;
    const types = provider.types.split(",") as SeedGame["type"][];
    const type = random.pick(types);
    const base =
      type === "live"
        ? `${random.pick(["Speed", "VIP", "Lightning", "Auto", "Grand", "Salon", "Turbo"])} ${random.pick(liveNames)}`
        : type === "fast"
          ? `${random.pick(fastNames)}${random.chance(0.5) ? ` ${random.pick(["X", "Pro", "Rush", "2", "Deluxe"])}` : ""}`
          : type === "casino"
            ? `${random.pick(["European", "American", "French", "Classic", "Multihand"])} ${random.pick(["Roulette", "Blackjack", "Baccarat", "Poker"])}`
            : `${random.pick(first)} ${random.pick(second)}`;
    let name = base;
    let sysname = `${provider.sysname}-${slug(name)}`;
    for (let n = 2; taken.has(sysname); n++) {
      name = `${base} ${n}`;
      sysname = `${provider.sysname}-${slug(name)}`;
    }
    taken.add(sysname);
    const cats = new Set<number>();
    if (type === "slot") cats.add(3);
    if (type === "live") cats.add(4);
    if (type === "casino") cats.add(5);
    if (type === "fast") cats.add(6);
    if (random.chance(0.25)) cats.add(1);
    if (random.chance(0.15)) cats.add(2);
    if (type === "slot" && random.chance(0.15)) cats.add(7);
    if (type === "slot" && random.chance(0.12)) cats.add(8);
    if (type === "slot" && /Fruit|Sevens/.test(name)) cats.add(9);
    if (type === "slot" && random.chance(0.2)) cats.add(10);
    const volatility = random.pick(["low", "medium", "high"] as const);
    const rtp = Math.round((94 + random.next() * 3.5) * 100) / 100;
    const tags = [random.chance(0.2) ? "hot" : null, cats.has(2) ? "new" : null, cats.has(7) ? "jackpot" : null].filter((t): t is string => Boolean(t));
    games.push({
      sysname,
      name,
      provider: provider.sysname,
      type,
      categories: [...cats].sort((a, b) => a - b),
      tags,
      priority: random.int(1, 1000),
      rtp,
      volatility,
      palette: random.pick(palettes),
      description_uz: `${provider.name} o‘yini. RTP ${rtp}%, volatillik: ${volatilityText[volatility].uz}.`,
      description_ru: `Игра от ${provider.name}. RTP ${rtp}%, волатильность: ${volatilityText[volatility].ru}.`,
      created_at: now - random.int(0, 720) * 86_400_000,
    });
  }
  return games;
}

/** Categories an operator fills by hand (popular, new), unlike those a game's kind or features put it in. */
const EDITORIAL: ReadonlySet<number> = new Set([1, 2]);

/**
 * The catalogue's variety on home (issue 39 item 2): home shows the first categories as rails, their first `lead`
 * games each by priority. A rail's first games are of as many themes as there are (a theme: a slot's first word,
 * a live table, a table game, a fast game: two "Sic Bo" tables, two "Buffalo" slots are one to a player's eye), and
 * no theme leads two rails. A game that would repeat one leaves the editorial rail (popular or new, the later one
 * when both are), or, in its kind's own rail (slots, live), goes behind the rail's first games (its priority moves
 * back), again until no rail repeats a theme: the way an operator curates the lists.
 */
export function varyRails(games: readonly SeedGame[], rails: readonly number[] = categories.slice(0, 4).map((c) => c.id), lead = 6): SeedGame[] {
  const out = games.map((game) => ({ ...game, categories: [...game.categories], tags: [...game.tags] }));
  const theme = (game: SeedGame) => {
    const words = game.name.replace(/ \d+$/, "").split(" ");
    return `${game.type}:${game.type === "slot" || game.type === "fast" ? words[0] : game.type === "casino" ? words.at(-1) : words.slice(1).join(" ")}`;
  };
  for (let changed = true; changed; ) {
    changed = false;
    // The platform's order: priority, then the order of insertion (the stable sort keeps it).
    const ordered = [...out].sort((a, b) => a.priority - b.priority);
    const leads = new Map<string, { game: SeedGame; rail: number }>();
    scan: for (const rail of rails) {
      for (const game of ordered.filter((g) => g.categories.includes(rail)).slice(0, lead)) {
        const first = leads.get(theme(game));
        if (!first) {
          leads.set(theme(game), { game, rail });
          continue;
        }
        const [holder, drop] = EDITORIAL.has(rail) ? [game, rail] : EDITORIAL.has(first.rail) ? [first.game, first.rail] : [game, 0];
        if (drop) {
          holder.categories = holder.categories.filter((c) => c !== drop);
          if (drop === 2) holder.tags = holder.tags.filter((tag) => tag !== "new");
        } else holder.priority += 1000;
        changed = true;
        break scan;
      }
    }
  }
  return out;
}

/** The demo slot every sandbox has, with a name tests and QA can rely on. */
export const DEMO_SLOT = "sandbox-golden-samarkand";
export const demoSlot: SeedGame = {
  sysname: DEMO_SLOT,
  name: "Golden Samarkand",
  provider: "bgaming",
  type: "slot",
  categories: [1, 3, 7],
  tags: ["hot", "demo"],
  priority: 0,
  rtp: 96,
  volatility: "medium",
  palette: "#3b1d8f,#ff4f8b,#ffd166",
  description_uz: "Samarqand gumbazlari ostidagi oltin barabanlar: uchta yetti 10 barobar, uchta qo‘ng‘iroq 3 barobar yutuq beradi. RTP 96%, volatillik: o‘rtacha.",
  description_ru: "Золотые барабаны под куполами Самарканда: три семёрки дают выигрыш ×10, три колокольчика — ×3. RTP 96%, волатильность: средняя.",
  created_at: Date.UTC(2025, 0, 1),
};

/** The sportsbook game entry (the `sysname` check of games.get). */
export const SPORTSBOOK = "sandbox-sportsbook";
