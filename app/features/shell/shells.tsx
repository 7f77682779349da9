import { useTranslation } from "react-i18next";
import { deferred } from "~/ui/deferred";
import { LocaleLink } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { BottomNav } from "./bottom-nav";
import { Footer } from "./footer";
import { Header } from "./header";
import { Logo } from "./logo";

/**
 * The link to the page's content, the first thing in the document (issue 29.9): the first Tab of every page lands
 * on it, before the analytics banner, the header or an operator's code. Every layout has its `main#main`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("skipToContent")}
    </a>
  );
}

/**
 * The signed-in player's registration and confirm-contact hints: in the signed-in session's chunk, never in what a
 * guest's page downloads (issue 26 item 6); loaded by the server before it renders (`preloadSignedInSession`).
 */
const DeferredPlayerHints = deferred<object>(() => import("~/features/player/signed-in-session").then((module) => module.PlayerHints));

export const preloadPlayerHints = () => DeferredPlayerHints.preload();

/** The default layout: header, content, footer, and the bottom navigation on phones. */
export function DefaultShell({ children }: { children: React.ReactNode }) {
  const session = useRootData()?.session ?? null;
  return (
    <div className="shell shell--default">
      <Header />
      {session ? <DeferredPlayerHints /> : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}

/** The empty layout: the logo and the content, nothing to wander off to (forms, maintenance, forbidden). */
export function EmptyShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="shell shell--empty">
      <header className="empty-header">
        <LocaleLink to="/" className="empty-header__logo">
          <Logo />
        </LocaleLink>
      </header>
      <main id="main" className="shell__main shell__main--empty" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
