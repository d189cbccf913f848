// The entity paginator (entities-spec §2, §4, §9): previous, at most five numbered tabs, next; previous is
// disabled on the first tab set and next on the last; the page goes back to 1 when the total count changes.
import { useEffect, useRef } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { pageTabs, rangeLabel } from './paging';

export interface PaginatorProps {
  page: number;
  perPage: number;
  total: number;
  /** The total is a lower bound ("10,000+"): a search matched more than the server counts. */
  totalCapped?: boolean;
  maxTabs: number;
  setPage: (page: number) => void;
  /** Rows-per-page choices (paging.ts perPageChoices) and their setter: the choice is offered only with both. */
  perPageChoices?: readonly number[];
  setPerPage?: (perPage: number) => void;
}

/**
 * Back to page 1 when the total changes (a filter, a deactivation, someone else's upload). The first total a list
 * receives is not a change: a shared link to page 3 must open on page 3.
 */
export function useResetPageOnTotalChange(total: number | undefined, page: number, setPage: (page: number) => void) {
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (total === undefined) return;
    const before = last.current;
    last.current = total;
    if (before !== undefined && before !== total && page !== 1) setPage(1);
  }, [total, page, setPage]);
}

function RowsPerPage({ perPage, choices, setPerPage }: { perPage: number; choices: readonly number[]; setPerPage: (n: number) => void }) {
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      label="Rows per page"
      value={choices.includes(perPage) ? perPage : ''}
      onChange={(e) => setPerPage(Number(e.target.value))}
      sx={{ minWidth: 120 }}
    >
      {choices.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function Paginator({ page, perPage, total, totalCapped = false, maxTabs, setPage, perPageChoices, setPerPage }: PaginatorProps) {
  const tabs = pageTabs(page, total, perPage, maxTabs, totalCapped);
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {perPageChoices && setPerPage && <RowsPerPage perPage={perPage} choices={perPageChoices} setPerPage={setPerPage} />}
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {rangeLabel(tabs.current, perPage, total, totalCapped)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button
          size="small"
          startIcon={<ChevronLeftIcon />}
          disabled={tabs.prevPage === null}
          onClick={() => tabs.prevPage !== null && setPage(tabs.prevPage)}
        >
          Previous
        </Button>
        {tabs.pages.map((p) => {
          const current = p === tabs.current;
          return (
            <Button
              key={p}
              size="small"
              variant={current ? 'contained' : 'text'}
              aria-label={`Page ${p}`}
              aria-current={current ? 'page' : undefined}
              onClick={() => !current && setPage(p)}
              sx={{ minWidth: 36, px: 1 }}
            >
              {p.toLocaleString('en-IN')}
            </Button>
          );
        })}
        <Button
          size="small"
          endIcon={<ChevronRightIcon />}
          disabled={tabs.nextPage === null}
          onClick={() => tabs.nextPage !== null && setPage(tabs.nextPage)}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
