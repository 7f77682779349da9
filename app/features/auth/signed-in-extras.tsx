import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/ui/dialog";
import { useRootData } from "~/ui/root-data";
import { DeferredCompleteRegistrationForm } from "./deferred-forms";
import { SocialSignInListener } from "./social-listener";

/**
 * Signed-in players' auth extras of the root: the social popup's listener, and the non-closable
 * social-registration dialog while the registration is not completed (spec §4, §6). The server renders the
 * dialog open, so it works without JavaScript.
 */
export function SignedInAuthExtras() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const onItsPage = location.pathname.endsWith("/forms/complete_registration");
  return (
    <>
      <SocialSignInListener />
      {root?.player && root.registrationIncomplete && !onItsPage ? (
        <Dialog title={t("auth.complete.title")} closeHref={here} preventClose>
          <DeferredCompleteRegistrationForm inDialog options={root.registration} validator={root.validator} redirectTo={here} />
        </Dialog>
      ) : null}
    </>
  );
}
