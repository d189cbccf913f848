// The view's controller: the form (prefilled from the address), its checks, the four result tables and their
// pages, and the toasts of entities-spec §8 (hidden by the shell in third-party mode). The organisation token comes
// from the address once and goes with every call: the server answers nothing without it (issue 27).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PotentialMatchOptions, PotentialMatchTable, PotentialMatchType } from '../../../schemas/api/potentialMatches';
import { toastError, toastSuccess } from '../../shell/feedback';
import { ORG_TOKEN_MESSAGES } from '../../../schemas/api/potentialMatches';
import { createMatchesApi, MatchesError, type MatchesApi } from './potentialMatchesApi';
import {
  FETCH_FAILED_MESSAGE, FETCHED_MESSAGE, formFromQuery, isComplete, orgTokenFromQuery, validateForm, type MatchForm, type MatchFormErrors,
} from './model';

export interface PotentialMatchesController {
  form: MatchForm;
  errors: MatchFormErrors;
  options: PotentialMatchOptions | null;
  tables: PotentialMatchTable[] | null;
  loading: boolean;
  /** Why the last search failed, shown in the page too (toasts are hidden when framed by a third party). */
  failure: string | null;
  setField(key: keyof MatchForm, value: string): void;
  search(): void;
  changePage(type: PotentialMatchType, page: number): void;
}

export function usePotentialMatches(api: MatchesApi = defaultApi): PotentialMatchesController {
  const [params] = useSearchParams();
  const [orgToken] = useState(() => orgTokenFromQuery(params));
  const [form, setForm] = useState<MatchForm>(() => formFromQuery(params));
  const [errors, setErrors] = useState<MatchFormErrors>({});
  const [options, setOptions] = useState<PotentialMatchOptions | null>(null);
  const [tables, setTables] = useState<PotentialMatchTable[] | null>(null);
  const [loading, setLoading] = useState(false);
  // Without a token nothing can be fetched: the page says so before anyone types.
  const [failure, setFailure] = useState<string | null>(() => (orgToken ? null : ORG_TOKEN_MESSAGES.missing));
  // The filters the shown tables answer: paging keeps them even if the form was edited since.
  const searched = useRef<MatchForm | null>(null);

  useEffect(() => {
    let live = true;
    // Without the choices the fields stay free text, still checked before sending; a refused token is shown at once.
    api.options(orgToken).then((o) => live && setOptions(o), (e: unknown) => {
      if (live && e instanceof MatchesError && e.status === 403) setFailure(e.message);
    });
    return () => { live = false; };
  }, [api, orgToken]);

  const run = useCallback(async (filters: MatchForm, page: number, type?: PotentialMatchType) => {
    setLoading(true);
    try {
      const { tables: answer } = await api.list(orgToken, filters, page, type);
      setTables((old) => (type && old ? old.map((t) => (t.type === type ? answer[0] ?? t : t)) : answer));
      setFailure(null);
      toastSuccess('Success', FETCHED_MESSAGE);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : null);
      toastError(FETCH_FAILED_MESSAGE);
    } finally {
      setLoading(false);
    }
  }, [api, orgToken]);

  const search = useCallback(() => {
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    searched.current = { ...form };
    void run(form, 1);
  }, [form, run]);

  // A CRM may open the view with all four values in the address: search once, at once (never as the user types).
  const initial = useRef<MatchForm | null>(form);
  useEffect(() => {
    const first = initial.current;
    initial.current = null;
    if (!first || !isComplete(first)) return;
    searched.current = { ...first };
    void run(first, 1);
  }, [run]);

  return useMemo(() => ({
    form, errors, options, tables, loading, failure, search,
    setField(key, value) {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    },
    changePage(type, page) {
      if (searched.current) void run(searched.current, page, type);
    },
  }), [form, errors, options, tables, loading, failure, search, run]);
}

const defaultApi = createMatchesApi();
