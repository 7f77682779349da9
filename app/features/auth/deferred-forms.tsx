import { type ComponentProps, type ComponentType, Suspense, lazy, useState } from "react";
import type { CompleteRegistrationForm as CompleteRegistrationFormType } from "./complete-registration";
import type { SignInForm as SignInFormType } from "./sign-in-form";
import type { SignUpForm as SignUpFormType } from "./sign-up-form";

/**
 * A form the root can show on any page (the URL-flag dialogs) whose code, with conform and zod, is not in the
 * root chunk (issue 14): the browser fetches it when such a dialog is first shown. The server has it loaded
 * before it renders (`preloadAuthForms`, from the root loader), so the dialog's HTML is whole and works without
 * JavaScript. In the browser a document that shows such a dialog loads the code before hydrating
 * (`preloadShownAuthForms`, entry.client), so the dialog is interactive as soon as the page is; a dialog opened
 * later shows once its code has arrived (the Suspense boundary).
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    // One component type for the life of a mount: switching from the lazy wrapper to the loaded component would
    // remount the form and lose its state (the restore step, typed values).
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return (
      <Suspense fallback={null}>
        <Component {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

export const DeferredSignInForm = deferred<ComponentProps<typeof SignInFormType>>(() => import("./sign-in-form").then((module) => module.SignInForm));
export const DeferredSignUpForm = deferred<ComponentProps<typeof SignUpFormType>>(() => import("./sign-up-form").then((module) => module.SignUpForm));
export const DeferredCompleteRegistrationForm = deferred<ComponentProps<typeof CompleteRegistrationFormType>>(() =>
  import("./complete-registration").then((module) => module.CompleteRegistrationForm),
);

let preloaded: Promise<unknown> | null = null;
/** Loads the three forms' code once (the server, before its first render of any page). */
export function preloadAuthForms(): Promise<unknown> {
  preloaded ??= Promise.all([DeferredSignInForm.preload(), DeferredSignUpForm.preload(), DeferredCompleteRegistrationForm.preload()]);
  return preloaded;
}

/** In the browser, before hydration: the forms' code when the server's document shows one of them in a dialog. */
export function preloadShownAuthForms(): Promise<unknown> {
  return document.querySelector("form[id$='-dialog']") ? preloadAuthForms() : Promise.resolve();
}
