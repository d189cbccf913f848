/**
 * The page of a module whose screens the spec does not describe: its title, a breadcrumb and a plain statement that
 * the module has no screens here yet. Never a blank page, never made-up data.
 */
import { Box, Breadcrumbs, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CATEGORY_LABELS } from '../access/categories';
import { matchRoute, parentRoute } from '../routes/routeTable';

export const NO_SCREENS_TEXT = 'This module has no screens in this console yet.';

export interface ModulePlaceholderProps {
  /** Overrides the title read from the route table. */
  title?: string;
  /** Overrides the category label read from the route table. */
  category?: string;
}

function useModuleInfo({ title, category }: ModulePlaceholderProps) {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const parent = route && parentRoute(route);
  return {
    title: title ?? route?.title ?? 'Module',
    category: category ?? (route ? CATEGORY_LABELS[route.category] : undefined),
    parentTitle: parent && parent.title !== (title ?? route?.title) ? parent.title : undefined,
  };
}

export default function ModulePlaceholder(props: ModulePlaceholderProps) {
  const { title, category, parentTitle } = useModuleInfo(props);
  return (
    <Box component="section" aria-labelledby="module-placeholder-title" sx={{ p: 2 }}>
      <Title title={title} />
      <Breadcrumbs aria-label="breadcrumb" separator="›" sx={{ mb: 1 }}>
        {category && <Typography color="text.secondary">{category}</Typography>}
        {parentTitle && <Typography color="text.secondary">{parentTitle}</Typography>}
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
      <Card variant="outlined">
        <CardContent>
          <Typography id="module-placeholder-title" variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography>{NO_SCREENS_TEXT}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
