/**
 * The absolute addresses an alert's mail carries, from PUBLIC_URL (never from a request).
 */
import { absoluteUrl } from "../http/public-url";
import { paths } from "../paths";
import type { AlertLinks } from "./alert-mail";

export function alertLinks(alert: { link: string; token: string }): AlertLinks {
  return {
    searchUrl: absoluteUrl(alert.link),
    manageUrl: absoluteUrl(paths.alert(alert.token)),
    unsubscribeUrl: absoluteUrl(paths.alertUnsubscribe(alert.token)),
  };
}

export const decisionAbsoluteUrl = (ada: string) => absoluteUrl(paths.decision(ada));
