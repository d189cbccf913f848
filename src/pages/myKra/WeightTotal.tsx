// The total of the active KRA parameters' weights above their list (under its tabs), so the user sees what is left
// before a save the server would refuse for taking it over 100 %. Re-read with the list (react-admin's refresh after
// a save).
import { Alert } from '@mui/material';
import { useGetList } from 'react-admin';
import { KRA_MAX_WEIGHT, kraParameters } from '../../../schemas/kra-parameters';

export function WeightTotal() {
  const { data, isPending, error } = useGetList(kraParameters.kind, { pagination: { page: 1, perPage: 100 }, filter: { status: 'active' } });
  if (isPending || error || !data) return null;
  const total = data.reduce((sum, r) => sum + Number(r.weight ?? 0), 0);
  const words = `The weights of the active KRA parameters total ${total}% (at most ${KRA_MAX_WEIGHT}%)`;
  return <Alert severity={total === KRA_MAX_WEIGHT ? 'success' : 'info'} sx={{ mb: 1.5 }} role="status">{words}{total < KRA_MAX_WEIGHT ? `: ${KRA_MAX_WEIGHT - total}% left to assign` : ''}.</Alert>;
}
