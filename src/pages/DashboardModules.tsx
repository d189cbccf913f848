/**
 * The dashboard's module cards: one per sidebar section the user may see, each listing its modules as links
 * (a few at first, all on request). Built from the same sidebar model as the menu, so it never offers more.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { MenuItem } from '../routes/menu';
import { iconFor } from '../shell/menu/categoryIcons';
import { runMenuAction } from '../shell/integrations';

export const FIRST_LINKS = 6;

export interface ModuleSection {
  key: string;
  label: string;
  items: MenuItem[];
}

/** A group without a page of its own opens its first tab. */
const targetOf = (item: MenuItem) => item.path ?? item.tabs?.find((tab) => tab.path)?.path;

function ModuleLink({ item }: { item: MenuItem }) {
  if (item.action) {
    return (
      <Link component="button" variant="body2" underline="hover" onClick={() => runMenuAction(item.action!)} sx={{ textAlign: 'left' }}>
        {item.label}
      </Link>
    );
  }
  const to = targetOf(item);
  if (!to) return null;
  return (
    <Link component={RouterLink} to={to} state={item.state} variant="body2" underline="hover">
      {item.label}
    </Link>
  );
}

function SectionCard({ section }: { section: ModuleSection }) {
  const [all, setAll] = useState(false);
  const Icon = iconFor(section.key);
  const shown = all ? section.items : section.items.slice(0, FIRST_LINKS);
  const headingId = `dashboard-section-${section.key}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box sx={{ display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: 2, bgcolor: 'action.selected' }}>
            <Icon fontSize="small" color="primary" />
          </Box>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {section.label}
          </Typography>
          <Chip size="small" label={`${section.items.length} module${section.items.length === 1 ? '' : 's'}`} />
        </Stack>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((item) => (
            <li key={item.key}><ModuleLink item={item} /></li>
          ))}
        </Stack>
        {section.items.length > FIRST_LINKS && (
          <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1, ml: -1 }} aria-expanded={all}>
            {all ? 'Show fewer' : `Show all ${section.items.length}`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function DashboardModules({ sections }: { sections: ModuleSection[] }) {
  if (sections.length === 0) {
    return <Typography color="text.secondary">No modules are open to your role yet. Ask your administrator for access.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {sections.map((section) => <SectionCard key={section.key} section={section} />)}
    </Box>
  );
}
