// A masked email or mobile (entities-spec §3): the masked value as the server sent it, an eye to unmask the row's
// contacts (its own audited call) and a pencil to edit. Values are React text, never HTML. Kept light (static
// styles, native titles): a page shows two of these in each of 100 rows.
import { CircularProgress, IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { RaRecord } from 'react-admin';
import type { FieldDef } from '../../schemas';
import type { ContactField } from '../api';
import { useListUi } from '../list/ListUiContext';
import { recordTitle } from '../rows/recordTitle';

export const contactFieldOf = (field: FieldDef): ContactField => (field.kind === 'email' ? 'email' : 'mobile');

const Cell = styled('div')({ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0, width: '100%' });
const Value = styled('span')({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export function ContactCell({ field, record }: { field: FieldDef; record: RaRecord }) {
  const ui = useListUi();
  const id = String(record.id);
  const revealed = ui.revealed.get(id);
  const masked = field.maskFlag ? record[field.maskFlag] === true : false;
  const shown = revealed ? (field.kind === 'email' ? revealed.emailId : revealed.mobile) : record[field.key];
  const text = shown ? String(shown) : '—';
  const label = field.label.toLowerCase();
  const who = recordTitle(ui.schema, record);
  const busy = ui.revealing.has(id);
  const eye = revealed ? 'Hide' : 'Unmask';
  return (
    <Cell>
      <Value title={text}>{text}</Value>
      {(masked || revealed) && (
        <IconButton
          size="small"
          disabled={busy}
          title={eye}
          aria-label={`${eye} ${label} of ${who}`}
          onClick={(e) => {
            e.stopPropagation();
            if (revealed) ui.hide(record);
            else ui.reveal(record);
          }}
        >
          {busy ? <CircularProgress size={16} /> : revealed ? <VisibilityOffOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
        </IconButton>
      )}
      <IconButton
        size="small"
        title={`Edit ${label}`}
        aria-label={`Edit ${label} of ${who}`}
        onClick={(e) => {
          e.stopPropagation();
          ui.editContact(record, contactFieldOf(field));
        }}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Cell>
  );
}
