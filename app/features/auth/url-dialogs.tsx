import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { Dialog } from "~/ui/dialog";
import { useRootData } from "~/ui/root-data";
import { DeferredSignInForm, DeferredSignUpForm } from "./deferred-forms";
import { localStore } from "~/lib/storage";

/** Query flags of spec §2 that open the authentication dialogs, removed again when the dialog closes. */
export const DIALOG_FLAGS = ["show_popup_auth", "show_popup_reg", "prevent_close", "redirectUrl"] as const;
const STORED_REG_FLAG = "show_popup_reg";

export function urlDialogOf(search: string): { kind: "sign-in" | "sign-up"; preventClose: boolean; redirectUrl: string | null } | null {
  const params = new URLSearchParams(search);
  const kind = params.has("show_popup_reg") ? "sign-up" : params.has("show_popup_auth") || params.has("redirectUrl") ? "sign-in" : null;
  if (!kind) return null;
  return { kind, preventClose: params.get("prevent_close") === "1", redirectUrl: params.get("redirectUrl") };
}

/**
 * Where the stored show_popup_reg leads a guest's page: the same address with the flag, or null when nothing
 * is to reopen there (a dialog is open already, or the page is the sign-in or sign-up page itself).
 */
export function storedRegistrationReopen(pathname: string, search: string): string | null {
  if (urlDialogOf(search) || /\/forms\//.test(pathname)) return null;
  const params = new URLSearchParams(search);
  params.set("show_popup_reg", "1");
  return `${pathname}?${params.toString()}`;
}

export function withoutDialogFlags(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const flag of DIALOG_FLAGS) params.delete(flag);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The sign-in and sign-up dialogs opened by the URL (show_popup_auth, show_popup_reg, a guard's redirectUrl).
 * The server renders them open, so they work without JavaScript; closing leads to the URL without the flags.
 */
export function UrlDialogs() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const root = useRootData();
  const dialog = root?.player ? null : urlDialogOf(location.search);
  const closeHref = withoutDialogFlags(location.pathname, location.search);

  useEffect(() => {
    if (dialog?.kind === "sign-up") localStore.setItem(STORED_REG_FLAG, "1");
  }, [dialog?.kind]);

  // Spec §2: show_popup_reg is kept in local storage, so the registration dialog a campaign link opened
  // follows the guest to the next page they open, until they close it; once signed in it is forgotten.
  const signedIn = Boolean(root?.player);
  const reopen = signedIn ? null : storedRegistrationReopen(location.pathname, location.search);
  useEffect(() => {
    if (signedIn) localStore.removeItem(STORED_REG_FLAG);
    else if (reopen && localStore.getItem(STORED_REG_FLAG)) navigate(reopen, { replace: true, preventScrollReset: true });
  }, [reopen, signedIn, navigate]);

  const close = useCallback(() => {
    localStore.removeItem(STORED_REG_FLAG);
    navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [closeHref, navigate]);

  if (!dialog || !root) return null;
  const redirectTo = safeRedirectPath(dialog.redirectUrl, closeHref);
  return (
    <Dialog
      title={dialog.kind === "sign-up" ? t("auth.signUp") : t("auth.signIn")}
      closeHref={closeHref}
      onClose={close}
      preventClose={dialog.preventClose}
    >
      {dialog.kind === "sign-up" ? (
        <DeferredSignUpForm
          inDialog
          options={root.registration}
          currencies={root.currencies}
          eager={root.eagerValidation}
          redirectTo={redirectTo}
          characters={root.characters}
          validator={root.validator}
        />
      ) : (
        <DeferredSignInForm inDialog redirectTo={redirectTo} />
      )}
    </Dialog>
  );
}
