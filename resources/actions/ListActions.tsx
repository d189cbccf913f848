// The bar above the grid: how many rows are selected, the status action the current tab allows (deactivate on
// Active and Unassociated, reactivate on Deactivated) and the export. An action needs at least 1 entity (§5).
import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useCanAccess } from 'react-admin';
import type { StatusKey, StatusVerbs } from '../../schemas';
import type { StatusAction } from '../api';
import { selectHint } from './reasonForm';

export function actionForStatus(status: StatusKey): StatusAction | null {
  if (status === 'active' || status === 'unassociated') return 'deactivate';
  if (status === 'deactivated') return 'reactivate';
  return null;
}

export interface ListActionsProps {
  /** The resource (its kind), asked whether this user may change its records' status. */
  resource: string;
  /** One record of the kind ('Class') and its status change's words ('Cancel'), from its schema. */
  noun: string;
  verbs: StatusVerbs;
  status: StatusKey;
  selected: number;
  /** The selection is every record the filter matches ("Select all N matching"), `selected` of them. */
  allMatching?: boolean;
  onAction: (action: StatusAction) => void;
  onClearSelection: () => void;
}

/** Said instead of the status button to users who may not change records shared by all centres. */
export const SHARED_RECORDS_HINT = 'Shared by all centres: only an organisation-wide admin can change their status.';

export function ListActions({ resource, noun, verbs, status, selected, allMatching = false, onAction, onClearSelection }: ListActionsProps) {
  // Course-program mappings are shared by all centres: a centre admin sees them but may not change them (the
  // server refuses with 403; the console does not offer what would be refused).
  const { canAccess: mayChange = true, isPending } = useCanAccess({ resource, action: 'changeStatus' });
  if (!isPending && !mayChange) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {SHARED_RECORDS_HINT}
      </Typography>
    );
  }
  const action = actionForStatus(status);
  const hint = action ? selectHint(noun, verbs[action]) : '';
  const Icon = action === 'reactivate' ? RestartAltIcon : BlockOutlinedIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {selected > 0 ? (
        <Chip color="primary" label={allMatching ? `All ${selected.toLocaleString('en-IN')} matching selected` : `${selected.toLocaleString('en-IN')} selected`} onDelete={onClearSelection} />
      ) : (
        action && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {hint}
          </Typography>
        )
      )}
      {action && (
        <Tooltip title={selected === 0 ? hint : ''}>
          <span>
            <Button
              size="small"
              variant={selected > 0 ? 'contained' : 'outlined'}
              color={action === 'deactivate' ? 'error' : 'primary'}
              startIcon={<Icon />}
              disabled={selected === 0}
              onClick={() => onAction(action)}
            >
              {verbs[action]}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
