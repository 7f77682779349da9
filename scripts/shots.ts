/**
 * `npm run shots`: a gallery of the site as a player sees it (issue 39 item 7). Screenshots of the key pages at 360 and
 * 1440 px, in Uzbek and Russian, as a guest and as a signed-in player, into `shots/` (git-ignored) with an
 * `index.html` to look through them. Nothing here is asserted: the e2e suite checks; this is for eyes.
 *
 * Builds the site into BUILD_DIR (default `build-shots`) when that build is missing or older than a source file, then
 * starts it on the in-memory sandbox on SHOTS_PORT (default 3300) and Debian's Chromium (E2E_CHROMIUM, default
 * /usr/bin/chromium-headless-shell). SHOTS_ONLY=home,deposit takes some pages; SHOTS_OUT another folder.
 * `SHOTS_DOCS=1` also writes the few small pictures the README shows (docs/shots/, see its README section).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-shots");
const port = Number(process.env.SHOTS_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const outDir = path.resolve(process.env.SHOTS_OUT ?? "shots");
const docsDir = path.resolve("docs/shots");
const only = process.env.SHOTS_ONLY ? new Set(process.env.SHOTS_ONLY.split(",")) : null;

type Role = "guest" | "player";
type Locale = "uz" | "ru";
interface Shot {
  name: string;
  /** The path in Uzbek (the Russian one is under /ru); `{game}` is the first game of the hall. */
  path: string;
  /** Who sees it: a guest is sent home from the player's pages, so those are shot for players only. */
  roles: Role[];
  /** The page with the consent banner (a guest's first visit); every other shot has answered it. */
  consent?: boolean;
}

const shots: Shot[] = [
  { name: "home", path: "/", roles: ["guest", "player"], consent: true },
  { name: "hall", path: "/gamehall", roles: ["guest", "player"] },
  { name: "game", path: "/game/{game}", roles: ["guest", "player"] },
  { name: "deposit", path: "/cashier/deposit", roles: ["player"] },
  { name: "deposit-form", path: "/cashier/deposit/uzcard", roles: ["player"] },
  { name: "profile", path: "/profile", roles: ["player"] },
  { name: "loyalty", path: "/loyalty", roles: ["guest", "player"] },
  { name: "promotions", path: "/promotions", roles: ["guest", "player"] },
  { name: "promotion", path: "/promotions/1", roles: ["guest", "player"] },
  { name: "tournament", path: "/tournaments/1", roles: ["guest", "player"] },
  { name: "bonuses", path: "/profile/bonuses", roles: ["player"] },
  { name: "responsible-gaming", path: "/responsible-game", roles: ["player"] },
  { name: "side-menu", path: "/?sidebar=1", roles: ["guest", "player"] },
];
const widths = [360, 1440] as const;
const locales: Locale[] = ["uz", "ru"];
/** The pictures the README shows (docs/shots/): small, the first screen only, JPEG. */
const docShots = [
  { name: "home", width: 1440, locale: "uz", role: "player" },
  { name: "deposit-form", width: 1440, locale: "ru", role: "player" },
  { name: "promotion", width: 360, locale: "uz", role: "guest" },
] as const;

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds unless the build is newer than every source it is made of. */
function ensureBuild() {
  const server = path.join(buildDir, "server.js");
  const sources = Math.max(...["app", "mocks", "public", "server"].map((dir) => newestIn(path.join(root, dir))), statSync(path.join(root, "server.ts")).mtimeMs);
  if (existsSync(server) && statSync(server).mtimeMs > sources) {
    console.log(`Reusing ${path.relative(root, buildDir)}/ (newer than the sources).`);
    return;
  }
  console.log(`Building into ${path.relative(root, buildDir)}/ …`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: path.relative(root, buildDir) } });
}

async function startSite(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production", SANDBOX: "1", SANDBOX_DB: ":memory:", PORT: String(port), METRICS_PORT: String(port + 1), RATE_LIMIT_SCALE: "50", LOG_REQUESTS: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The site exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The site did not answer on ${origin}`);
}

/** A fresh player with money on the account, signed in in this context (the sandbox's own sign-up, then the form). */
async function signIn(context: BrowserContext, locale: Locale) {
  const headers = { Origin: origin };
  const created = await context.request.post(`${origin}/sandbox/players`, { headers, form: { two_factor: "0", locale, balance: "2500000" } });
  if (created.status() !== 201) throw new Error(`No sandbox player: ${created.status()}`);
  const { login } = (await created.json()) as { login: string };
  const signedIn = await context.request.post(`${origin}/forms/sign_in`, { headers, form: { login, password: "demo1234" }, maxRedirects: 0 });
  if (signedIn.status() !== 302) throw new Error(`Sign-in answered ${signedIn.status()}`);
}

/** The first game of the hall, so the game page shot follows the catalogue. */
async function firstGame(): Promise<string> {
  const html = await (await fetch(`${origin}/gamehall`)).text();
  const sysname = /href="\/game\/([\w-]+)"/.exec(html)?.[1];
  if (!sysname) throw new Error("No game on /gamehall");
  return sysname;
}

interface Taken {
  file: string;
  name: string;
  width: number;
  locale: Locale;
  role: Role;
  status: number;
  url: string;
}

async function shoot(browser: Browser, game: string): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (const locale of locales) {
    for (const role of ["guest", "player"] as const) {
      for (const width of widths) {
        const phone = width < 992;
        const context = await browser.newContext({
          viewport: { width, height: phone ? 740 : 900 },
          isMobile: phone,
          hasTouch: phone,
          deviceScaleFactor: 1,
          serviceWorkers: "block",
          reducedMotion: "reduce",
        });
        if (role === "player") {
          await signIn(context, locale);
          // The after-login dialogs (unseen cashback, a campaign popup) are a first page's: answered once before the shots.
          const page = await context.newPage();
          await page.goto(`${origin}${locale === "ru" ? "/ru" : "/"}`);
          const close = (JSON.parse(readFileSync(path.join(root, `app/i18n/locales/${locale}/common.json`), "utf8")) as { close: string }).close;
          await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 });
          for (let i = 0; i < 3; i++) {
            const dialog = page.getByRole("dialog").last();
            if (!(await dialog.isVisible().catch(() => false))) break;
            await dialog.getByRole("button", { name: close }).or(dialog.getByRole("link", { name: close })).last().click();
            await page.waitForLoadState();
          }
          await page.close();
        }
        for (const shot of shots) {
          if (!shot.roles.includes(role) || (only && !only.has(shot.name))) continue;
          await context.clearCookies({ name: "analytics_consent" });
          if (!shot.consent || role === "player") await context.addCookies([{ name: "analytics_consent", value: "denied", url: origin }]);
          const page = await context.newPage();
          const pathname = shot.path.replace("{game}", game);
          const url = `${origin}${locale === "ru" ? pathname.replace(/^\/(?=\?|$)/, "").replace(/^/, "/ru") : pathname}`;
          const response = await page.goto(url, { waitUntil: "load" });
          await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 }).catch(() => undefined);
          // Lazy pictures below the fold: scrolled into view once, so the full-page picture shows them.
          // A string, not a function: the TypeScript loader would wrap a function's inner names in a helper the page lacks.
          await page.evaluate(`(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
            const pending = [...document.images].filter((image) => !image.complete);
            await Promise.all(pending.map((image) => new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 1500);
            })));
          })()`);
          await page.waitForTimeout(200);
          const file = `${shot.name}-${width}-${locale}-${role}.png`;
          const doc = docShots.find((d) => d.name === shot.name && d.width === width && d.locale === locale && d.role === role);
          if (doc && process.env.SHOTS_DOCS === "1") {
            mkdirSync(docsDir, { recursive: true });
            await page.screenshot({ path: path.join(docsDir, `${shot.name}-${width}-${locale}.jpg`), type: "jpeg", quality: 70, animations: "disabled" });
          }
          // The whole page in a window as tall as the page, so what is fixed to the screen (the phone's bottom bar)
          // sits at the bottom, as a player scrolling down sees it, not across the middle of a stitched picture.
          const screen = page.viewportSize()!;
          const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
          await page.setViewportSize({ width, height: Math.max(screen.height, Math.min(height, 16_000)) });
          await page.waitForTimeout(100);
          await page.screenshot({ path: path.join(outDir, file), animations: "disabled" });
          await page.setViewportSize(screen);
          taken.push({ file, name: shot.name, width, locale, role, status: response?.status() ?? 0, url: new URL(page.url()).pathname + new URL(page.url()).search });
          console.log(`${file}  ${response?.status() ?? "-"}  ${page.url().replace(origin, "")}`);
          await page.close();
        }
        await context.close();
      }
    }
  }
  return taken;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One section per page: its shots in a row, phone ones narrower, each a link to the full picture. */
function writeIndex(taken: Taken[]) {
  const sections = shots
    .filter((shot) => taken.some((t) => t.name === shot.name))
    .map((shot) => {
      const figures = taken
        .filter((t) => t.name === shot.name)
        .map(
          (t) =>
            `<figure class="w${t.width}"><a href="${t.file}"><img src="${t.file}" alt="" loading="lazy"></a><figcaption>${t.width} px · ${t.locale} · ${t.role}${t.status === 200 ? "" : ` · HTTP ${t.status}`}<br><code>${escapeHtml(t.url)}</code></figcaption></figure>`,
        )
        .join("");
      return `<section id="${shot.name}"><h2>${shot.name}</h2><div class="row">${figures}</div></section>`;
    })
    .join("\n");
  const nav = shots.filter((shot) => taken.some((t) => t.name === shot.name)).map((shot) => `<a href="#${shot.name}">${shot.name}</a>`).join(" · ");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Omad — screenshots</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f4f3f8;color:#1d1939}h1{margin:0 0 8px}nav{margin-bottom:24px}section{margin-bottom:40px}.row{display:flex;gap:16px;overflow-x:auto;align-items:flex-start;padding-bottom:8px}figure{margin:0;flex:none}figure.w360{width:180px}figure.w1440{width:480px}img{display:block;width:100%;border:1px solid #ccc;background:#fff}figcaption{margin-top:4px;color:#555}code{font-size:12px}</style></head>
<body><h1>Omad — screenshots</h1><p>${taken.length} pictures, ${new Date().toISOString()}, the sandbox on ${escapeHtml(origin)}. Full pages; click one to open it.</p><nav>${nav}</nav>
${sections}
</body></html>`;
  writeFileSync(path.join(outDir, "index.html"), html);
}

async function main() {
  ensureBuild();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell", args: ["--disable-gpu", "--no-first-run"] });
  try {
    const taken = await shoot(browser, await firstGame());
    writeIndex(taken);
    console.log(`\n${taken.length} screenshots: ${path.relative(root, path.join(outDir, "index.html"))}`);
  } finally {
    await browser.close();
    site.kill();
  }
}

await main();
