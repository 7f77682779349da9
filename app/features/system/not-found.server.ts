import { data } from "@remix-run/node";

/** The not-found error of spec §8: status 404, message `Page Not Found: {full path}`, data holds the path. */
export function notFound(request: Request) {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  return data({ message: `Page Not Found: ${path}`, path }, { status: 404 });
}
