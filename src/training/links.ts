/**
 * Addresses of the training platform (console-spec §4, §7): the platform opens with ?authToken=…; the help guide
 * adds redirectPdfUrl, a path carrying the help-guide code whose form differs between production and the rest.
 */

export const HELP_GUIDE_CODE = 'OPS-CONSOLE-HELP-GUIDE';

/** Production serves the guide from its public document path; other environments from their staging copy. */
export function helpGuidePdfPath(production: boolean, code = HELP_GUIDE_CODE): string {
  const encoded = encodeURIComponent(code);
  return production ? `/help-guide/${encoded}` : `/staging/help-guide/${encoded}`;
}

/** Only http(s) addresses are opened: the platform address comes from the server, and a tab must never run script. */
export function platformLink(platformUrl: string, params: Record<string, string>): string | null {
  let url: URL;
  try {
    url = new URL(platformUrl, typeof window === 'undefined' ? undefined : window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export const trainingLink = (platformUrl: string, authToken: string) => platformLink(platformUrl, { authToken });

export const helpGuideLink = (platformUrl: string, authToken: string, production: boolean) =>
  platformLink(platformUrl, { authToken, redirectPdfUrl: helpGuidePdfPath(production) });

/** console-spec §2: navigatedFrom=my advisor with navigateTo=my training opens the My Training popup. */
export function asksForMyTraining(search: string): boolean {
  const params = new URLSearchParams(search);
  const same = (key: string, expected: string) => (params.get(key) ?? '').trim().toLowerCase() === expected;
  return same('navigatedFrom', 'my advisor') && same('navigateTo', 'my training');
}

/** The query without the two parameters, so a reload does not open the popup again. */
export function withoutMyTrainingQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('navigatedFrom');
  params.delete('navigateTo');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
