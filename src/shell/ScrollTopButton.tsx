// Back to the top of the page, shown once the user has scrolled more than 100 px (console-spec §9).
import { Fab, Tooltip, Zoom, useScrollTrigger } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

export const SCROLL_TOP_THRESHOLD = 100;

export function ScrollTopButton() {
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  return (
    <Zoom in={shown} unmountOnExit>
      <Tooltip title="Scroll to top" placement="left">
        <Fab
          size="small"
          color="primary"
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Tooltip>
    </Zoom>
  );
}
