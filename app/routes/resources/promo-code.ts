import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { promoCodeAction } from "~/features/promo/promo.server";

/** Every promo-code form (PromoCodeForm) posts here; the answer is a redirect back to the form's page. */
export async function action({ request, context }: ActionFunctionArgs) {
  return promoCodeAction(request, context);
}

export async function loader() {
  return redirect("/offers");
}
