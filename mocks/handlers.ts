import { http, HttpResponse } from "msw";
import { scenarioOf } from "./scenario";
import { remoteConfig } from "./seed/config";
import { contentPages } from "./seed/pages";

const guest = {
  uid: 0,
  login: null,
  locale: "uz",
  balance_main: { amount: 0, currency: "UZS" },
  balance_bonus: { amount: 0, currency: "UZS" },
  balance_betting_bonus: { amount: 0, currency: "UZS" },
  balance_fun: { amount: 0, currency: "UZS" },
};

function platformError(type: string, status: number, message = type) {
  return HttpResponse.json({ error: { type: `${type}Exception`, message } }, { status });
}

/** A scenario that makes every main-API call fail the same way, or null. */
function scenarioFault(request: Request) {
  switch (scenarioOf(request)) {
    case "maintenance":
      return platformError("ApplicationDisabled", 503, "The site is under maintenance");
    case "banned":
      return platformError("UserBanned", 403, "The player is banned");
    case "forbidden":
      return platformError("AccessDenied", 403, "Access denied");
    default:
      return null;
  }
}

export function createHandlers(baseUrl: string) {
  return [
    http.get(`${baseUrl}/nfx/cms-config/:locale`, ({ params }) => {
      const locale = params.locale === "ru" ? "ru" : "uz";
      return HttpResponse.json(remoteConfig(locale));
    }),
    http.get(`${baseUrl}/api/account.getInfo`, ({ request }) => {
      return scenarioFault(request) ?? HttpResponse.json({ data: guest });
    }),
    http.get(`${baseUrl}/content/api/pages`, ({ request }) => {
      const url = new URL(request.url);
      const slug = url.searchParams.get("filters[slug][$eq]");
      const locale = url.searchParams.get("locale") === "ru" ? "ru" : "uz";
      const page = contentPages.find((item) => item.slug === slug);
      const items = page ? [{ id: page.id, attributes: { slug: page.slug, ...page[locale] } }] : [];
      return HttpResponse.json({ data: items, meta: { pagination: { total: items.length } } });
    }),
    http.all(`${baseUrl}/api/:method`, ({ request, params }) => {
      return scenarioFault(request) ?? platformError("MethodNotFound", 404, `Unknown method ${String(params.method)}`);
    }),
  ];
}
