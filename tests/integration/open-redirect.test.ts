import { describe, expect, it } from "vitest";
import { action as favouriteAction } from "~/routes/resources/favourite";
import { loader as completeLoader } from "~/routes/forms.complete_registration";
import { action as signInAction, loader as signInLoader } from "~/routes/forms.sign_in";
import { loader as signUpLoader } from "~/routes/forms.sign_up";
import { loader as oauthCallbackLoader } from "~/routes/oauth.callback";
import { loader as oauthInitLoader } from "~/routes/oauth.init";
import { getDb, latestCodes } from "../../mocks/db/store";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";
import { recordingPlatform } from "./harness";

recordingPlatform();

/**
 * Return addresses that a naive check lets through and a browser resolves to another site: dot segments that
 * URL parsing normalises into `//evil.example`, tabs and newlines that browsers drop, a backslash.
 */
const payloads = ["/.//evil.example", "/\t/evil.example", "/\n/evil.example", "/./\\evil.example", "/a/..//evil.example/x?y=1"];
const locales = [
  { locale: "uz", prefix: "", home: "/" },
  { locale: "ru", prefix: "/ru", home: "/ru" },
] as const;
const q = encodeURIComponent;

/** The Location a browser would follow, resolved as it would be: it must stay on the site. */
function expectSameSite(location: string | null, expected: string) {
  expect(location).toBe(expected);
  expect(new URL(location!, "https://site.example").origin).toBe("https://site.example");
}

describe.each(payloads)("the return address %j never leads off the site", (payload) => {
  it("/oauth/callback, guest and signed in", async () => {
    const guest = await settle(() => oauthCallbackLoader(routeArgs(`/oauth/callback?redirect_url=${q(payload)}`)));
    expect(guest.status).toBe(302);
    expectSameSite(guest.location, "/");
    const { cookie } = sandboxPlayer();
    const signedIn = await settle(() => oauthCallbackLoader(routeArgs(`/oauth/callback?redirect_url=${q(payload)}`, { headers: { cookie } })));
    expectSameSite(signedIn.location, "/");
  });

  it("/oauth/init, for a provider it refuses and one it starts", async () => {
    const refused = await settle(() => oauthInitLoader(routeArgs(`/oauth/init?service=myspace&redirect_url=${q(payload)}&type_auth=login`)));
    expectSameSite(refused.location, "/");
    const started = await settle(() => oauthInitLoader(routeArgs(`/oauth/init?service=google&redirect_url=${q(payload)}&type_auth=login`)));
    const callback = new URL(new URL(started.location!, "http://localhost").searchParams.get("redirect_url")!);
    expect(callback.searchParams.get("redirect_url")).toBe("/");
  });

  it.each(locales)("signing in with redirectTo ($locale), on the page and from the dialog's action URL", async ({ prefix, home }) => {
    const { login } = sandboxPlayer();
    const signedIn = await settle(() => signInAction(formPost(`${prefix}/forms/sign_in?redirectTo=${q(payload)}`, "", { login, password: "demo1234", redirectTo: payload })));
    expect(signedIn.status).toBe(302);
    expectSameSite(signedIn.location, home);
  });

  it.each(locales)("signed-in visits of the sign-in, sign-up and completion pages ($locale)", async ({ prefix, home }) => {
    const { cookie } = sandboxPlayer();
    for (const loader of [signInLoader, signUpLoader, completeLoader]) {
      const page = loader === signInLoader ? "sign_in" : loader === signUpLoader ? "sign_up" : "complete_registration";
      const answer = await settle(() => loader(routeArgs(`${prefix}/forms/${page}?redirectTo=${q(payload)}`, { headers: { cookie } })));
      expect(answer.status, page).toBe(302);
      expectSameSite(answer.location, home);
    }
  });

  it.each(locales)("the restore-password back address ($locale)", async ({ prefix }) => {
    const { login } = sandboxPlayer();
    await settle(() => signInAction(formPost(`${prefix}/forms/sign_in?restore=1`, "", { intent: "restore", login })));
    const code = latestCodes(getDb(), 50).find((entry) => entry.purpose === "restore" && entry.target === login && !entry.used)!.code;
    const done = await settle(() =>
      signInAction(formPost(`${prefix}/forms/sign_in?restore=1`, "", { intent: "reset", login, code, password: "NewSecret1", passwordRepeat: "NewSecret1", back: payload })),
    );
    expect(done.status).toBe(302);
    expectSameSite(done.location, `${prefix}/forms/sign_in`);
  });

  it("the favourite toggle, guest and signed in", async () => {
    const guest = await settle(() => favouriteAction(formPost("/_actions/games/favourite", "", { sysname: "netent-lucky-link", redirectTo: payload })));
    expectSameSite(guest.location, "/gamehall?show_popup_auth=1");
    const { cookie } = sandboxPlayer();
    const player = await settle(() => favouriteAction(formPost("/_actions/games/favourite", cookie, { sysname: "netent-lucky-link", redirectTo: payload })));
    expectSameSite(player.location, "/gamehall");
  });
});
