import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Provider, atom, useAtomValue } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { deferred } from "./deferred";

function Form({ name }: { name: string }) {
  return <form method="post"><input name={name} /></form>;
}

describe("a deferred component (issue 14)", () => {
  it("renders its whole HTML on the server once preloaded, and loads its code once", async () => {
    let loads = 0;
    const Deferred = deferred(async () => {
      loads += 1;
      return Form;
    });
    await Promise.all([Deferred.preload(), Deferred.preload()]);
    expect(renderToString(<Deferred name="login" />)).toBe('<!--$--><form method="post"><input name="login"/></form><!--/$-->');
    expect(loads).toBe(1);
  });
});

describe("the page's UI state (jotai, one Provider per document)", () => {
  it("takes the server's first value once and keeps documents apart", () => {
    const dialogs = atom("none");
    function Show({ first }: { first: string }) {
      useHydrateAtoms([[dialogs, first]]);
      return <span>{useAtomValue(dialogs)}</span>;
    }
    expect(renderToString(<Provider><Show first="cashback" /><Show first="other" /></Provider>)).toBe("<span>cashback</span><span>cashback</span>");
    expect(renderToString(<Provider><Show first="other" /></Provider>)).toBe("<span>other</span>");
  });
});
