import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AtomProvider, atom, useAtomValue, useHydrateAtoms } from "~/lib/atoms";
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

describe("atoms", () => {
  it("start from their initial value in each provider (one store per document)", () => {
    const count = atom(3);
    function Show() {
      return <span>{useAtomValue(count)}</span>;
    }
    expect(renderToString(<AtomProvider><Show /></AtomProvider>)).toBe("<span>3</span>");
    expect(() => renderToString(<Show />)).toThrow(/outside an AtomProvider/);
  });
});

describe("useHydrateAtoms", () => {
  it("gives an atom its first value in the provider's store, once", () => {
    const dialogs = atom("none");
    function Show({ first }: { first: string }) {
      useHydrateAtoms([[dialogs, first]]);
      return <span>{useAtomValue(dialogs)}</span>;
    }
    expect(renderToString(<AtomProvider><Show first="cashback" /><Show first="other" /></AtomProvider>)).toBe("<span>cashback</span><span>cashback</span>");
  });
});
