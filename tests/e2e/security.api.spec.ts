import { expect, test } from "@playwright/test";
import { nonceOf } from "./support";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

for (const path of ["/", "/ru/gamehall?category=2", "/forms/sign_in", "/definitely-not-a-page"]) {
  test(`${path}: an enforced CSP with a per-response nonce and the security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    const policy = directives(csp);
    const nonce = nonceOf(response);

    expect(policy.get("script-src")).toContain(`'nonce-${nonce}'`);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    // The sandbox's default (decision 017): itself and its localhost/127.0.0.1 twin (the operator page).
    expect(policy.get("frame-ancestors")).toEqual(["'self'", "http://localhost:*", "http://127.0.0.1:*"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();

    // Every script of the document — inline, module, external — carries this response's nonce.
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.some((attributes) => /type="module"/.test(attributes))).toBe(true);
    for (const attributes of scripts) {
      expect(attributes, "a <script> without this response's nonce").toContain(`nonce="${nonce}"`);
    }
  });
}

test("every response gets its own nonce", async ({ request }) => {
  const [first, second] = await Promise.all([request.get("/"), request.get("/")]);
  expect(first && nonceOf(first)).not.toBe(second && nonceOf(second));
});

test.describe("state-changing requests are same-origin only", () => {
  const form = { locale: "ru", redirectTo: "/gamehall" };

  test("a cross-origin POST to the language switch is refused with 403", async ({ request }) => {
    const response = await request.post("/_actions/locale", { form, headers: { Origin: "http://evil.example" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a POST claiming a cross-site fetch or a foreign referer is refused", async ({ request }) => {
    const crossSite = await request.post("/_actions/locale", { form, headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    const referer = await request.post("/_actions/locale", { form, headers: { Referer: "http://evil.example/page" }, maxRedirects: 0 });
    expect(referer.status()).toBe(403);
  });

  test("the same POST from the site itself is accepted", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const response = await request.post("/_actions/locale", { form, headers: { Origin: origin }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/ru/gamehall");
  });

  test("the switch never leaves the site, whatever it is told", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    for (const redirectTo of ["//evil.example/phish", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await request.post("/_actions/locale", {
        form: { locale: "ru", redirectTo },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"], redirectTo).toBe("/ru");
    }
  });
});
