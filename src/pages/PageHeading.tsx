// The top of a module's page, one for every page: the title in the top bar, the trail above the heading (the area,
// then the module when the page is one of its parts), the h1, and what stands at its right (a switcher, a download).
import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CATEGORY_LABELS } from '../access/categories';

/** The area every institute module's trail starts from: the sidebar's institute category. */
export const INSTITUTE = CATEGORY_LABELS.institute;

export interface PageHeadingProps {
  /** The h1's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** The trail above the title; the page itself is its heading. */
  trail?: readonly string[];
  /** The top bar's title; the heading's when it is text; null where the page's own react-admin view sets it. */
  barTitle?: string | null;
  /** At the heading's right. */
  actions?: ReactNode;
  /** Line the actions up with the heading's foot (a button) rather than its middle (a field with a label). */
  alignEnd?: boolean;
}

export function PageHeading({ id, title, trail = [INSTITUTE], barTitle, actions, alignEnd = false }: PageHeadingProps) {
  const bar = barTitle === undefined ? (typeof title === 'string' ? title : null) : barTitle;
  return (
    <>
      {bar !== null && <Title title={bar} />}
      <Box sx={{ display: 'flex', alignItems: alignEnd ? 'flex-end' : 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          {trail.length > 0 && (
            <Breadcrumbs aria-label="breadcrumb" separator="›">
              {trail.map((step) => <Typography key={step} color="text.secondary" variant="body2">{step}</Typography>)}
            </Breadcrumbs>
          )}
          <Typography id={id} variant="h5" component="h1">{title}</Typography>
        </Box>
        {actions}
      </Box>
    </>
  );
}
