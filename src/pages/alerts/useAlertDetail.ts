// The controller of an opened alert: its detail, and (§4) marking it viewed when its assignee opens it on the alert
// tab, after which the counters and the list are fetched again so the count drops at once; resolving, reopening and
// the accuracy confirmation likewise.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNTERS_QUERY_KEY } from '../../shell/alertCounters';
import { alertsApi } from './alertsApi';
import type { AlertTab } from './types';

export const ALERT_LIST_QUERY = 'resource-list';

export function useAlertDetail(actionableId: number | null, tab: AlertTab, isViewed: boolean | undefined) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: [ALERT_LIST_QUERY] });
  };
  const detail = useQuery({
    queryKey: ['alert-detail', actionableId],
    queryFn: () => alertsApi.detail(actionableId!),
    enabled: actionableId !== null,
  });
  const viewed = useMutation({
    mutationFn: (id: number) => alertsApi.markViewed(id),
    onSuccess: () => {
      refresh();
      void detail.refetch();
    },
  });
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (actionableId === null || tab !== 'alert' || isViewed !== false || marked.current === actionableId) return;
    marked.current = actionableId;
    viewed.mutate(actionableId);
  }, [actionableId, tab, isViewed, viewed]);

  const status = useMutation({
    mutationFn: ({ id, to }: { id: number; to: 'open' | 'resolved' }) => alertsApi.setStatus(id, to),
    onSuccess: () => {
      refresh();
      void detail.refetch();
    },
  });
  const accuracy = useMutation({
    mutationFn: ({ id, body }: { id: number; body: { isAccurate: boolean; remark?: string } }) => alertsApi.confirmAccuracy(id, body),
    onSuccess: () => {
      refresh();
      void detail.refetch();
    },
  });
  return { detail, viewed, status, accuracy };
}
