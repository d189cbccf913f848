/**
 * "Effective access" of a user: the role, the menu categories the console will show them (derived from the server's
 * slots by the console's own menu code), the slot numbers and the centres in scope. Refetched when the saved user changes.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CardHeader, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/adminDataProvider';
import { USERS } from '../adminPaths';
import { menuCategoriesOf, slotRuns } from './effectiveAccess';
import type { UserRecord } from './UserList';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const none = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

export function EffectiveAccessPanel() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: [USERS, 'effectiveAccess', record?.id, record?.roleId, record?.scope, record?.orgId, record?.centreIds, record?.active],
    queryFn: () => dataProvider.adminEffectiveAccess(record!.id),
    enabled: record !== undefined,
  });
  const categories = data ? menuCategoriesOf(data) : [];
  return (
    <Card variant="outlined" component="section" aria-label="Effective access">
      <CardHeader title="Effective access" subheader={data ? `Role: ${data.roleName}` : undefined} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending && <LinearProgress aria-label="Loading effective access" />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && (
          <>
            <Section title="Menu categories">
              {categories.length ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="access-categories">
                  {categories.map((c) => (
                    <Chip key={c} label={c} size="small" color="primary" variant="outlined" />
                  ))}
                </Stack>
              ) : (
                none('No menu category')
              )}
            </Section>
            <Section title={`Slots (${data.slots.length})`}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }} data-testid="access-slots">
                {slotRuns(data.slots) || '—'}
              </Typography>
            </Section>
            <Section title={`Centres (${data.centres.length})`}>
              {data.centres.length ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="access-centres">
                  {data.centres.map((c) => (
                    <Chip key={c.id} label={`${c.name} (${c.code})`} size="small" />
                  ))}
                </Stack>
              ) : (
                none('No centres: general scope')
              )}
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
