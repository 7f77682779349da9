import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TournamentFacts } from "./facts";

describe("a tournament's facts (the list's cards and the tournament page, issue 39)", () => {
  it("renders one row per fact, in order, leaving out the missing ones", () => {
    const html = renderToString(
      <TournamentFacts facts={[{ id: "prize", label: "Sovrin fondi", value: "50,000,000 so‘m" }, null, false, { id: "participants", label: "Ishtirokchilar", value: "12" }]} />,
    );
    expect(html).toBe('<dl class="facts"><div><dt>Sovrin fondi</dt><dd>50,000,000 so‘m</dd></div><div><dt>Ishtirokchilar</dt><dd>12</dd></div></dl>');
  });

  it("is the page's wide panel with `wide`, and nothing at all without a fact", () => {
    expect(renderToString(<TournamentFacts wide facts={[{ id: "points", label: "Jami ballar", value: <b>16,473</b> }]} />)).toBe(
      '<dl class="facts facts--wide"><div><dt>Jami ballar</dt><dd><b>16,473</b></dd></div></dl>',
    );
    expect(renderToString(<TournamentFacts facts={[null, false]} />)).toBe("");
  });
});
