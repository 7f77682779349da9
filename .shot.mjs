import { chromium } from "@playwright/test";
const base = process.argv[2], out = process.argv[3];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
for (const [w, h] of [[360, 740], [1440, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, baseURL: base });
  const r = await context.request.post("/sandbox/players", { headers: { Origin: base }, form: { bonuses: "5", locale: "uz", balance: "0" } });
  const { login } = await r.json();
  await context.request.post("/forms/sign_in", { headers: { Origin: base }, form: { login, password: "demo1234" }, maxRedirects: 0 });
  await context.clearCookies({ name: "flash" });
  const page = await context.newPage();
  for (const prefix of ["", "/ru"]) {
    await page.goto(`${prefix}/profile/bonuses`);
    const info = await page.evaluate(() => [...document.querySelectorAll("#casino-bonuses .bonus-card")].map((c) => ({ title: c.querySelector(".bonus-card__title")?.textContent, status: c.dataset.status, buttons: [...c.querySelectorAll(".bonus-card__actions .button")].map((b) => { const r = b.getBoundingClientRect(); return `${b.textContent}@${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`; }) })));
    console.log(w, prefix || "/uz", JSON.stringify(info, null, 0));
    await page.screenshot({ path: `${out}-bonuses-${w}${prefix.replace("/", "-")}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
