// The week view's controller: its state in the URL (weekUrl.ts), the week's records from the server, and their
// layout. The records come in one call per week and show-by choice, cached by react-query so paging back is instant.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { EntitySchema, ScheduleSpec } from '../../schemas';
import { useEntityApi } from '../api';
import { axisFor, layoutWeek, localToday, weekDates } from './weekLayout';
import { readWeekState, weekFilters, writeWeekState, type WeekState } from './weekUrl';

export function useWeek(schema: EntitySchema & { schedule: ScheduleSpec }) {
  const api = useEntityApi();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const state = readWeekState(params, schema.schedule, today);
  const filters = weekFilters(state);
  const query = useQuery({
    queryKey: ['entity-week', schema.kind, state.monday, filters],
    queryFn: ({ signal }) => api.week(schema, state.monday, filters, signal),
    retry: false,
  });
  const rows = query.data?.rows;
  const blocks = useMemo(() => layoutWeek(rows ?? [], schema.schedule, state.monday), [rows, schema.schedule, state.monday]);
  const setState = (next: WeekState) => setParams((p) => writeWeekState(p, next), { replace: false });
  return {
    state, setState, today, filters, blocks, axis: axisFor(blocks), dates: weekDates(state.monday),
    loading: query.isPending, failed: query.isError, truncated: query.data?.truncated === true, refetch: () => void query.refetch(),
  };
}
