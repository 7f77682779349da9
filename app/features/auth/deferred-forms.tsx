import type { ComponentProps } from "react";
import { deferred } from "~/ui/deferred";
import type { CompleteRegistrationForm as CompleteRegistrationFormType } from "./complete-registration";
import type { RestoreForm as RestoreFormType } from "./restore-form";
import type { SignInForm as SignInFormType } from "./sign-in-form";
import type { SignUpForm as SignUpFormType } from "./sign-up-form";

/**
 * The forms the root can show on any page (the URL-flag dialogs) and the sign-in page's, whose code, with conform
 * and zod, is not in the root chunk (issue 14; `~/ui/deferred`): the browser fetches it when such a form is first
 * shown. The server has it loaded before it renders (`preloadAuthForms`, from the root loader). In the browser a
 * document that shows such a dialog loads the code before hydrating (`preloadShownAuthForms`, entry.client), so
 * the dialog is interactive as soon as the page is; a dialog opened later shows once its code has arrived.
 */
export const DeferredSignInForm = deferred<ComponentProps<typeof SignInFormType>>(() => import("./sign-in-form").then((module) => module.SignInForm));
export const DeferredSignUpForm = deferred<ComponentProps<typeof SignUpFormType>>(() => import("./sign-up-form").then((module) => module.SignUpForm));
export const DeferredRestoreForm = deferred<ComponentProps<typeof RestoreFormType>>(() => import("./restore-form").then((module) => module.RestoreForm));
export const DeferredCompleteRegistrationForm = deferred<ComponentProps<typeof CompleteRegistrationFormType>>(() =>
  import("./complete-registration").then((module) => module.CompleteRegistrationForm),
);

let preloaded: Promise<unknown> | null = null;
/** Loads the four forms' code once (the server, before its first render of any page). */
export function preloadAuthForms(): Promise<unknown> {
  preloaded ??= Promise.all([
    DeferredSignInForm.preload(),
    DeferredSignUpForm.preload(),
    DeferredCompleteRegistrationForm.preload(),
    DeferredRestoreForm.preload(),
  ]);
  return preloaded;
}

/** In the browser, before hydration: the forms' code when the server's document shows one of them in a dialog. */
export function preloadShownAuthForms(): Promise<unknown> {
  return document.querySelector("form[id$='-dialog']") ? preloadAuthForms() : Promise.resolve();
}
