import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatAmount } from "../../app/lib/format";
import { ICON_CHARACTERS } from "../unit/icon-characters";
import { tournamentOne } from "./route-table";
import { baseOrigin, createPlayer, locales, localized, signIn, t, tf, visit, type Locale } from "./support";

/**
 * The visual defects players saw (issue 38 item 5, issue 39 item 6): the repeat-deposit answer inside its card, every
 * number a player reads written by the site's formatter, the bottom bar's labels on one line, icons drawn as SVG
 * (never a font's glyph), a mark of its own for each local payment method and each side-menu entry, and the sandbox's
 * bonuses named as an operator names them with their buttons in one row.
 */

/** Navigations after a post wait longer: the machine is small and shared. */
const NAV = { timeout: 15_000 };
const js = () => test.info().project.use.javaScriptEnabled !== false;
const phoneOnly = (viewport: { width: number } | null) => test.skip((viewport?.width ?? 0) >= 768, "a phone's layout (the desktop project checks its own width)");

const sum = (locale: Locale, amount: number) => formatAmount(amount, { currency: "UZS", locale });
/** A whole number as the site writes it: commas between thousands. */
const GROUPED = /^\d{1,3}(?:,\d{3})*$/;

/** A fresh player, signed in inside the browser's cookie jar, without the after-login dialogs. */
async function player(page: Page, locale: Locale, options: { balance?: number; form?: Record<string, string> } = {}) {
  let account: { login: string; password: string };
  if (options.form) {
    const response = await page.request.post("/sandbox/players", { headers: { Origin: baseOrigin() }, form: { locale, balance: String(options.balance ?? 0), ...options.form } });
    expect(response.status()).toBe(201);
    account = { login: ((await response.json()) as { login: string }).login, password: "demo1234" };
  } else {
    account = await createPlayer(page.request, { locale, balance: options.balance });
  }
  await signIn(page.request, account);
  await page.context().clearCookies({ name: "flash" });
  return account;
}

/** The page's width and how far it scrolls sideways (equal when nothing sticks out). */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return { width, scrollWidth: document.documentElement.scrollWidth };
  });
}

/** Whether an element's text lies whole inside the element and inside the screen, and on how many lines. */
async function textFit(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    return {
      text: (element as HTMLElement).innerText,
      lines,
      inside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5 && text.top >= box.top - 0.5 && text.bottom <= box.bottom + 0.5,
      onScreen: text.left >= -0.5 && text.right <= document.documentElement.clientWidth + 0.5,
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      textBox: { left: text.left, right: text.right, top: text.top, bottom: text.bottom },
    };
  });
}

for (const { locale, prefix } of locales) {
  test.describe(`what players see (${locale})`, () => {
    test("the repeat-deposit question fits its card at 320 and 360 px: no sideways scroll, the whole answer on its button", async ({ page, viewport }) => {
      phoneOnly(viewport);
      test.slow(); // Three documents and a payment on a shared two-core machine.
      await player(page, locale);
      const form = localized(prefix, "/cashier/deposit/payme");
      const amount = page.getByLabel(t(locale, "deposit.amount"), { exact: true });
      const submit = page.getByRole("button", { name: t(locale, "deposit.submit"), exact: true });
      await visit(page, form);
      await amount.fill("16890");
      await submit.click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      // The form again (as after Back), the same amount: the question, with its answer button.
      await visit(page, form);
      await expect(page.getByTestId("deposit-pending").locator("li")).toHaveCount(1);
      await amount.fill("16890");
      await submit.click();
      const question = page.locator("[data-problem=PendingDepositRepeat]");
      await expect(question.locator("p")).toHaveText(tf(locale, "deposit.repeat.text", { amount: sum(locale, 16_890) }), NAV);
      const answer = question.getByRole("button", { name: tf(locale, "deposit.repeat.confirm", { amount: sum(locale, 16_890) }), exact: true });
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await sideways(page), `${width} px`).toEqual({ width, scrollWidth: width });
        const fit = await textFit(answer);
        expect(fit.text).toBe(tf(locale, "deposit.repeat.confirm", { amount: sum(locale, 16_890) }));
        expect(fit.inside && fit.onScreen, `${width} px: ${JSON.stringify(fit)}`).toBe(true);
        // The button stays inside the question's card.
        const card = await question.boundingBox();
        expect(fit.box.left).toBeGreaterThanOrEqual(card!.x - 0.5);
        expect(fit.box.right).toBeLessThanOrEqual(card!.x + card!.width + 0.5);
      }
    });

    test("the unseen-cashback dialog and the cashback card write the amount once, formatted", async ({ page }) => {
      const account = await createPlayer(page.request, { locale });
      await signIn(page.request, account);
      // The first page after the sign-in: the after-login queue's cashback dialog, rendered by the server.
      await visit(page, localized(prefix, "/providers"));
      const dialog = page.getByRole("dialog", { name: t(locale, "playerSession.cashback.title") });
      const title = locale === "uz" ? "15,000 so‘m keshbek" : "Кешбэк 15,000 сумов";
      await expect(dialog.locator("p")).toHaveText([title, t(locale, "playerSession.cashback.hint")], NAV);
      await expect(dialog.locator(".cashback-popup__amount")).toHaveText(title);

      await page.goto("about:blank");
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/profile/cashback"));
      const card = page.locator("#cashbacks .bonus-card[data-status=active]");
      await expect(card.locator(".bonus-card__title")).toHaveText(title);
      await expect(card.locator(".bonus-card__amount")).toHaveCount(0);
      // Nothing on the card is a bare number of four digits or more (the year of a date aside).
      expect((await card.innerText()).match(/(?<![.\d])\d{4,}(?![.\d])/g)).toBeNull();
    });

    test("a tournament's counts and points read as the site writes numbers", async ({ page }) => {
      await visit(page, localized(prefix, "/tournaments/1"));
      const facts = page.locator(".facts--wide");
      const fact = (key: string) => facts.locator("div").filter({ has: page.getByText(t(locale, key), { exact: true }) }).locator("dd");
      const total = (await fact("tournaments.totalPoints").innerText()).trim();
      // The sandbox's first tournament has some 16 thousand points: "16,473", never "16473".
      expect(total).toMatch(GROUPED);
      expect(Number(total.replace(/,/g, ""))).toBeGreaterThan(999);
      expect((await fact("tournaments.participants").innerText()).trim()).toMatch(GROUPED);
      const rows = page.getByTestId("tournament-leaderboard").locator("tbody tr");
      expect(await rows.count()).toBeGreaterThan(1);
      const points = await rows.locator("td:nth-child(3)").allInnerTexts();
      for (const shown of points) expect(shown).toMatch(GROUPED);
      // The leader has thousands of points: written with the comma.
      expect(points[0]).toContain(",");
      for (const shown of await rows.locator("td:nth-child(1)").allInnerTexts()) expect(shown).toMatch(GROUPED);
      await visit(page, localized(prefix, "/tournaments"));
      for (const shown of await page.locator(".tournament-card .facts dd").filter({ hasNotText: /[^\d,]/ }).allInnerTexts()) expect(shown).toMatch(GROUPED);
    });

    for (const signedIn of [false, true]) {
      test(`the bottom bar's labels sit on one line inside the bar at 320 and 360 px (${signedIn ? "player" : "guest"})`, async ({ page, viewport }) => {
        phoneOnly(viewport);
        if (signedIn) await player(page, locale);
        const last = signedIn ? t(locale, "nav.profile") : t(locale, "auth.signIn");
        // Home and the hall active in turn: the active label is bold, so wider.
        for (const path of ["/", "/gamehall"]) {
          await visit(page, localized(prefix, path));
          const bar = page.locator("nav.bottom-nav");
          const labels = bar.locator(".bottom-nav__label");
          await expect(labels).toHaveText([t(locale, "nav.home"), t(locale, "nav.gamehall"), t(locale, "nav.betting"), t(locale, "nav.promotions"), last]);
          for (const width of [320, 360]) {
            await page.setViewportSize({ width, height: 740 });
            const barBox = (await bar.boundingBox())!;
            for (const label of await labels.all()) {
              const fit = await textFit(label);
              const where = `${path} at ${width} px, "${fit.text}"`;
              expect(fit.lines, where).toBe(1);
              expect(fit.onScreen, where).toBe(true);
              // Inside the bar, clear of its edges (the wrapped labels touched its bottom).
              expect(fit.textBox.left, where).toBeGreaterThanOrEqual(barBox.x);
              expect(fit.textBox.right, where).toBeLessThanOrEqual(barBox.x + barBox.width);
              expect(barBox.y + barBox.height - fit.textBox.bottom, where).toBeGreaterThanOrEqual(8);
              // Inside its own link, which is a touch target of its own.
              const link = await label.evaluate((span) => {
                const box = span.closest("a")!.getBoundingClientRect();
                return { left: box.left, right: box.right, width: box.width };
              });
              expect(fit.textBox.left, where).toBeGreaterThanOrEqual(link.left - 0.5);
              expect(fit.textBox.right, where).toBeLessThanOrEqual(link.right + 0.5);
              expect(link.width, where).toBeGreaterThanOrEqual(44);
            }
            // Two neighbouring labels never read as one (issue 39: "Bosh sahifa" and "O‘yinlar zali" were 2–3 px
            // apart at 360 px while "Sport" had 30 px each side): the room between them is shared along the bar.
            const edges = await labels.evaluateAll((spans) => spans.map((span) => { const box = span.getBoundingClientRect(); return [box.left, box.right]; }));
            for (let index = 1; index < edges.length; index++) {
              expect(edges[index]![0]! - edges[index - 1]![1]!, `${path} at ${width} px, between labels ${index} and ${index + 1}`).toBeGreaterThanOrEqual(width < 360 ? 4 : 10);
            }
            expect(await sideways(page), `${path} at ${width} px`).toEqual({ width, scrollWidth: width });
          }
        }
      });
    }

    test("the support button's icon is drawn: an <svg>, no text for a font to draw", async ({ page }) => {
      test.skip(!js(), "the live chat is a JavaScript widget; without JavaScript there is no support button");
      await player(page, locale);
      await visit(page, localized(prefix, "/gamehall"));
      await page.getByRole("heading", { level: 1 }).first().click();
      const launcher = page.locator("[data-chat-widget]").getByRole("button", { name: locale === "uz" ? "Onlayn chat" : "Онлайн-чат", exact: true });
      await expect(launcher).toBeVisible(NAV);
      await expect(launcher.locator("svg")).toHaveCount(1);
      await expect(launcher.locator("svg path")).toHaveAttribute("d", /\S/);
      // Nothing but the drawing: no text for a font to draw.
      expect(await launcher.evaluate((button) => button.textContent)).toBe("");
      const box = (await launcher.locator("svg").boundingBox())!;
      expect(Math.round(box.width)).toBe(24);
    });

    test("no page a player sees most shows an icon character a font may lack", async ({ page }) => {
      await player(page, locale);
      // The side menu open too: no visible text is an emoji, a pictograph or a private-use codepoint (an icon
      // font's), which render as a box where the fonts lack them; the platform's and content's texts included.
      for (const path of ["/", "/gamehall", "/cashier/deposit", "/profile/bonuses", "/tournaments", "/?sidebar=1"]) {
        await visit(page, localized(prefix, path));
        const found = await page.evaluate((source) => {
          const pattern = new RegExp(source, "u");
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const hits: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || !parent.checkVisibility() || ["SCRIPT", "STYLE"].includes(parent.tagName)) continue;
            if (pattern.test(node.textContent ?? "")) hits.push(`${parent.tagName.toLowerCase()}.${parent.getAttribute("class") ?? ""}: ${node.textContent}`);
          }
          return hits;
        }, ICON_CHARACTERS.source);
        expect(found, path).toEqual([]);
      }
    });

    test("each side-menu entry has its own drawn icon, one of the icon sheet's", async ({ page }) => {
      await visit(page, localized(prefix, "/_icons"));
      const sheet = new Set(await page.locator(".icon-sheet__item[data-kind=own] svg path").evaluateAll((paths) => paths.map((path) => path.getAttribute("d"))));
      await visit(page, localized(prefix, "/?sidebar=1"));
      const menu = page.getByRole("dialog").locator(".sidebar__nav");
      const links = menu.getByRole("link");
      await expect(links).toHaveText(["home", "gamehall", "betting", "promotions", "offers", "tournaments", "jackpots", "loyalty", "winners", "providers", "support"].map((key) => t(locale, `nav.${key}`)));
      const icons = await links.evaluateAll((anchors) => anchors.map((anchor) => ({ svgs: anchor.querySelectorAll("svg").length, d: anchor.querySelector("svg path")?.getAttribute("d") ?? null })));
      expect(icons.every((icon) => icon.svgs === 1)).toBe(true);
      const drawings = icons.map((icon) => icon.d);
      // Eleven entries, eleven drawings: no two the same (the hall and providers shared the grid), none the bare plus.
      expect(new Set(drawings).size).toBe(drawings.length);
      expect(drawings).not.toContain("M12 5v14M5 12h14");
      for (const d of drawings) expect(sheet.has(d), `${d} is on the icon sheet /_icons`).toBe(true);
    });

    test("Uzcard, Humo, Payme and Click each show their own mark, sized, lazy below the fold", async ({ page }) => {
      await player(page, locale);
      await visit(page, localized(prefix, "/cashier/deposit"));
      const marks: Record<string, string> = {};
      for (const sysname of ["uzcard", "humo", "payme", "click"]) {
        const method = page.locator(`[data-testid="deposit-method"][data-sysname="${sysname}"]`);
        const image = method.locator("img.method__icon");
        await expect(image).toHaveAttribute("src", `/payment/${sysname}.svg`);
        await expect(image).toHaveAttribute("width", "48");
        await expect(image).toHaveAttribute("height", "48");
        // Decorative beside the method's name, which the link reads.
        await expect(image).toHaveAttribute("alt", "");
        // On the first screen: loaded at once.
        expect(await image.getAttribute("loading"), sysname).toBeNull();
        const response = await page.request.get(`/payment/${sysname}.svg`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        const svg = await response.text();
        // Small, and names its method.
        expect(svg.length).toBeLessThan(2048);
        expect(svg).toContain(`<title>${sysname === "uzcard" ? "Uzcard" : sysname.charAt(0).toUpperCase() + sysname.slice(1)}</title>`);
        marks[sysname] = svg;
        if (js()) expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      expect(new Set(Object.values(marks)).size).toBe(4);
      // Another method keeps the platform's icon, loaded when scrolled to.
      const visa = page.locator('[data-testid="deposit-method"][data-sysname="visa"] img.method__icon');
      await expect(visa).toHaveAttribute("src", "/sandbox/media/method/visa.svg");
      await expect(visa).toHaveAttribute("loading", "lazy");
      // The form shows the method's mark beside its name.
      await visit(page, localized(prefix, "/cashier/deposit/humo"));
      await expect(page.locator(".deposit__header img.method__icon")).toHaveAttribute("src", "/payment/humo.svg");
    });

    test("the sandbox's bonuses are named as an operator names them, in every state, their buttons in one row of equal height", async ({ page, viewport }) => {
      await player(page, locale, { form: { bonuses: "5" } });
      await visit(page, localized(prefix, "/profile/bonuses"));
      const cards = page.locator("#casino-bonuses .bonus-card");
      const names = {
        uz: ["Sodiq o‘yinchi bonusi", "Tug‘ilgan kun bonusi", "Yangi slotlar uchun sovg‘a", "Dam olish kunlari bonusi", "Haftalik qayta depozit bonusi", "Xush kelibsiz bonusi"],
        ru: ["Бонус для постоянных игроков", "Бонус ко дню рождения", "Подарок к новым слотам", "Бонус выходного дня", "Еженедельный бонус на депозит", "Приветственный бонус"],
      }[locale];
      await expect(cards.locator(".bonus-card__title")).toHaveText(names);
      expect(await cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.status))).toEqual(["expired", "available", "wagered", "expired", "available", "available"]);
      const rows = await cards.evaluateAll((items) =>
        items.map((item) => [...item.querySelectorAll(".bonus-card__actions .button")].map((button) => {
          const box = button.getBoundingClientRect();
          return { text: (button as HTMLElement).innerText, top: Math.round(box.top), height: Math.round(box.height), width: Math.round(box.width), cardTop: Math.round(item.getBoundingClientRect().top) };
        })),
      );
      const widths = new Set<number>();
      for (const buttons of rows) {
        expect(buttons.length).toBeGreaterThan(0);
        // One row: the same top and height; each as wide as the other.
        expect(new Set(buttons.map((button) => button.top)).size, JSON.stringify(buttons)).toBe(1);
        expect(new Set(buttons.map((button) => button.height)).size, JSON.stringify(buttons)).toBe(1);
        for (const button of buttons) widths.add(button.width);
        expect(buttons[0]!.height).toBeGreaterThanOrEqual(44);
      }
      expect([...widths], "every card's buttons are of one width").toHaveLength(1);
      // Cards side by side (1440 px) have their buttons at one height.
      const byRow = new Map<number, Set<number>>();
      for (const buttons of rows) byRow.set(buttons[0]!.cardTop, (byRow.get(buttons[0]!.cardTop) ?? new Set()).add(buttons[0]!.top));
      for (const tops of byRow.values()) expect(tops.size).toBe(1);
      if ((viewport?.width ?? 0) >= 1024) expect(byRow.size).toBeLessThan(rows.length);
      // The labels are whole on one line.
      for (const button of await cards.locator(".bonus-card__actions .button").all()) {
        const fit = await textFit(button);
        expect(fit.lines, fit.text).toBe(1);
        expect(fit.inside, fit.text).toBe(true);
      }
      expect(await sideways(page)).toEqual({ width: viewport!.width, scrollWidth: viewport!.width });
    });

    test("a tournament's heading and leaderboard on a phone: the entity's name under a kicker, each prize on one line", async ({ page, viewport }) => {
      await visit(page, localized(prefix, "/tournaments/1"));
      const heading = page.getByRole("heading", { level: 1 });
      const title = t(locale, "pages.tournament.title");
      const name = tournamentOne[locale];
      // Below 768 px no line of the heading starts or ends with the separator: the name stands on its own line.
      const phone = (viewport?.width ?? 0) < 768;
      // (innerText is what is shown: the kicker in capitals, the separator hidden.)
      expect(await heading.evaluate((element) => (element as HTMLElement).innerText)).toBe(phone ? `${title.toLocaleUpperCase(locale)}\n${name}` : `${title} · ${name}`);
      const prizes = page.getByTestId("tournament-leaderboard").locator("tbody tr td:nth-child(4)");
      await expect(prizes.first()).toHaveText(sum(locale, 25_000_000));
      // A phone at 320 and 360 px (overlay scrollbars); the desktop at its own width.
      for (const width of phone ? [320, 360] : [viewport!.width]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await sideways(page), `${width} px`).toEqual({ width, scrollWidth: width });
        for (const cell of await prizes.all()) {
          const fit = await textFit(cell);
          expect(fit.lines, `${width} px: ${fit.text}`).toBe(1);
          expect(fit.inside && fit.onScreen, `${width} px: ${JSON.stringify(fit)}`).toBe(true);
        }
      }
    });

    test("the responsible-gaming save buttons keep their label on one line at 360 px", async ({ page }) => {
      await player(page, locale);
      await page.setViewportSize({ width: 360, height: 740 });
      await visit(page, localized(prefix, "/profile/responsible-game"));
      const labels = ["limit", "loss", "session", "reality"].map((panel) => t(locale, `responsibleGame.${panel}.save`));
      for (const label of labels) {
        const fit = await textFit(page.getByRole("button", { name: label, exact: true }));
        expect(fit.text).toBe(label);
        expect(fit.lines, `${label}: ${JSON.stringify(fit)}`).toBe(1);
        expect(fit.inside && fit.onScreen).toBe(true);
      }
    });
  });
}
