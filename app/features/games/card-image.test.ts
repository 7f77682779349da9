import { describe, expect, it } from "vitest";
import { gameSchema } from "~/platform/api/games.server";
import { toCard } from "./lobby.server";

/** Issue 39 item 1 (decision 073): the platform's pictures of a game, as its card takes them. */
describe("a game card's picture", () => {
  const names = new Map([["netent", "NetEnt"]]);
  const card = (item: Record<string, unknown>) => toCard(gameSchema.parse({ sysname: "netent-x", name: "X", provider: "netent", ...item }), names);

  it("takes the description's 288×192 picture, and the item's own larger one for the srcset when they differ", () => {
    expect(card({ image_url: "https://cdn.example/x-large.jpg", description: { img_288_192: "https://cdn.example/x-288.jpg" } })).toEqual({
      sysname: "netent-x",
      name: "X",
      image: "https://cdn.example/x-288.jpg",
      imageLarge: "https://cdn.example/x-large.jpg",
      provider: "NetEnt",
    });
  });

  it("has no larger picture when the platform sends one picture only, or the same twice", () => {
    expect(card({ image_url: "https://cdn.example/x.jpg" })).toEqual({ sysname: "netent-x", name: "X", image: "https://cdn.example/x.jpg", provider: "NetEnt" });
    expect(card({ description: { img_288_192: "https://cdn.example/x-288.jpg" } })).toEqual({ sysname: "netent-x", name: "X", image: "https://cdn.example/x-288.jpg", provider: "NetEnt" });
    expect(card({ image_url: "https://cdn.example/x.jpg", description: { img_288_192: "https://cdn.example/x.jpg" } }).imageLarge).toBeUndefined();
    expect(card({}).image).toBeNull();
  });
});
