// A masked email or mobile (entities-spec §3): the masked value as the server sent it, an eye to unmask the row's
// contacts (its own audited call) and a pencil to edit. Values are React text, never HTML.
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { RaRecord } from 'react-admin';
import type { FieldDef } from '../../schemas';
import type { ContactField } from '../api';
import { useListUi } from '../list/ListUiContext';
import { recordTitle } from '../rows/recordTitle';

export const contactFieldOf = (field: FieldDef): ContactField => (field.kind === 'email' ? 'email' : 'mobile');

export function ContactCell({ field, record }: { field: FieldDef; record: RaRecord }) {
  const ui = useListUi();
  const id = String(record.id);
  const revealed = ui.revealed.get(id);
  const masked = field.maskFlag ? record[field.maskFlag] === true : false;
  const shown = revealed ? (field.kind === 'email' ? revealed.emailId : revealed.mobile) : record[field.key];
  const who = recordTitle(ui.schema, record);
  const busy = ui.revealing.has(id);
  const kind = contactFieldOf(field);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0, width: '100%' }}>
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontFamily: masked && !revealed ? 'monospace' : undefined }}>
        {shown ? String(shown) : '—'}
      </Typography>
      {(masked || revealed) && (
        <Tooltip title={revealed ? 'Hide' : 'Unmask'}>
          <span>
            <IconButton
              size="small"
              disabled={busy}
              aria-label={`${revealed ? 'Hide' : 'Unmask'} ${field.label.toLowerCase()} of ${who}`}
              onClick={(e) => {
                e.stopPropagation();
                if (revealed) ui.hide(record);
                else ui.reveal(record);
              }}
            >
              {busy ? <CircularProgress size={16} /> : revealed ? <VisibilityOffOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={`Edit ${field.label.toLowerCase()}`}>
        <IconButton
          size="small"
          aria-label={`Edit ${field.label.toLowerCase()} of ${who}`}
          onClick={(e) => {
            e.stopPropagation();
            ui.editContact(record, kind);
          }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
