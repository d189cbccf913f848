// /exam-result/potential-matches and /potential-matches (entities-spec §2, console-spec §2; issue 15): no login.
// Framed by a trusted CRM it runs in third-party mode: the shell shows no side nav, footer, alerts or toasts (the
// public route has no layout, and ToastHost/AlertBanner read useEmbedMode).
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { MatchFilters } from './MatchFilters';
import { MatchTable } from './MatchTable';
import { FETCH_FAILED_MESSAGE } from './model';
import { usePotentialMatches } from './usePotentialMatches';

export default function PotentialMatchesPage() {
  const c = usePotentialMatches();
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>Potential Matches</Typography>
      <MatchFilters form={c.form} errors={c.errors} options={c.options} loading={c.loading} onChange={c.setField} onSearch={c.search} />
      <Box sx={{ height: 4, my: 1 }}>{c.loading && <LinearProgress aria-label="Fetching potential matches" />}</Box>
      {c.failure && (
        <Typography role="status" color="error" variant="body2" sx={{ mb: 2 }}>
          {FETCH_FAILED_MESSAGE}: {c.failure}
        </Typography>
      )}
      {c.tables && (
        <Stack spacing={2}>
          {c.tables.map((t) => <MatchTable key={t.type} table={t} disabled={c.loading} onPage={c.changePage} />)}
        </Stack>
      )}
    </Box>
  );
}
