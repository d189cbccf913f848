// A record's link in a list (to its edit or show page), so every row can be opened from the keyboard, not only by
// react-admin's row click.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, type Identifier } from 'react-admin';

export function RecordLink({ resource, id, text, type = 'edit' }: { resource: string; id: Identifier; text: string; type?: 'edit' | 'show' }) {
  const createPath = useCreatePath();
  return (
    <MuiLink component={Link} to={createPath({ resource, type, id })} onClick={(e) => e.stopPropagation()}>
      {text}
    </MuiLink>
  );
}
