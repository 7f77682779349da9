import { describe, expect, it } from "vitest";
import { popupView } from "./player.server";

describe("a campaign popup as the dialog shows it (issue 16 item 5)", () => {
  it("keeps its picture and link only when they stay on the site (or a picture is an http(s) url)", () => {
    const view = popupView({ sysname: "weekend", description: { title: "T", text: "x", link: "/promotions/5", image: "/sandbox/media/promo/loyalty-double.svg" } });
    expect(view).toEqual({ sysname: "weekend", title: "T", text: "x", button: null, link: "/promotions/5", image: "/sandbox/media/promo/loyalty-double.svg" });
    expect(popupView({ sysname: "a", description: { image: "https://cdn.example/a.png", link: "https://evil.example" } })).toMatchObject({ image: "https://cdn.example/a.png", link: null, title: "a" });
    expect(popupView({ sysname: "b", description: { image: "//evil.example/a.png" } })?.image).toBeNull();
    expect(popupView({ sysname: "c", description: { image: "javascript:alert(1)" } })?.image).toBeNull();
  });
});
