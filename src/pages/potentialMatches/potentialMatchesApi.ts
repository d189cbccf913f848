// The view's two public calls. Plain fetch, not the call layer: this page has no session, and the call layer's
// reactions (a 400 logs out and opens /login) would throw a framed CRM user out of the view. The page shows its own
// toasts (entities-spec §8). Each call carries the organisation token the framing CRM gave the page (issue 27).
import { readApiConfig } from '../../api/config';
import {
  ORG_TOKEN_HEADER, ORG_TOKEN_MESSAGES,
  type PotentialMatchesAnswer, type PotentialMatchOptions, type PotentialMatchType,
} from '../../../schemas/api/potentialMatches';
import type { MatchForm } from './model';

export const POTENTIAL_MATCHES_API = 'salesforceAuth/potential-matches';

export class MatchesError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function getData<T>(fetchFn: Fetch, orgToken: string, path: string, params: Record<string, string> = {}): Promise<T> {
  // The server would refuse it: say why at once, without a request.
  if (!orgToken) throw new MatchesError(ORG_TOKEN_MESSAGES.missing, 403);
  const query = new URLSearchParams(params).toString();
  const url = `${readApiConfig().apiBase}${POTENTIAL_MATCHES_API}/${path}${query ? `?${query}` : ''}`;
  let res: Response;
  try {
    res = await fetchFn(url, { headers: { Accept: 'application/json', [ORG_TOKEN_HEADER]: orgToken }, credentials: 'omit' });
  } catch {
    throw new MatchesError('Unable to reach the server. Please check your connection.', 0);
  }
  const body = (await res.json().catch(() => undefined)) as { message?: string; data?: T } | undefined;
  if (!res.ok || body?.data === undefined) throw new MatchesError(body?.message || 'Something went wrong', res.status);
  return body.data;
}

export function createMatchesApi(fetchFn: Fetch = (url, init) => window.fetch(url, init)) {
  return {
    options: (orgToken: string) => getData<PotentialMatchOptions>(fetchFn, orgToken, 'options'),
    list: (orgToken: string, form: MatchForm, page = 1, type?: PotentialMatchType) => {
      const params: Record<string, string> = { school: form.school.trim(), city: form.city.trim(), classValue: form.classValue.trim(), targetExam: form.targetExam.trim(), page: String(page) };
      if (type) params.type = type;
      return getData<PotentialMatchesAnswer>(fetchFn, orgToken, 'list', params);
    },
  };
}

export type MatchesApi = ReturnType<typeof createMatchesApi>;
