// /attendance (console-spec §2, slot 154): the classes that have begun with their attendance, the attendance sheet
// upload and the summary, as three tabs; `?class=<id>` (the alerts' link) opens that class's marking screen in place.
import { useCallback } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ATTENDANCE_STATES } from '../../../schemas/attendance';
import { ClassesTab } from './ClassesTab';
import { MarkingScreen } from './MarkingScreen';
import { SummaryTab } from './SummaryTab';
import { UploadTab } from './UploadTab';
import { PageHeading } from '../PageHeading';

const BASE = '/attendance';
const TABS = [['classes', 'Classes', BASE], ['upload', 'Upload', `${BASE}/upload`], ['summary', 'Summary', `${BASE}/summary`]] as const;
type TabKey = (typeof TABS)[number][0];
const NOT_MARKED = ATTENDANCE_STATES[0];

const tabOf = (path: string): TabKey => (path.endsWith('/upload') ? 'upload' : path.endsWith('/summary') ? 'summary' : 'classes');
/** A class id from the URL, or null: an edited link must not reach the server as a bad path. */
const classIdOf = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export default function AttendancePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(location.pathname);
  const classId = tab === 'classes' ? classIdOf(params.get('class')) : null;
  const savedId = (location.state as { saved?: number } | null)?.saved;

  const open = useCallback((id: number) => setParams((p) => { p.set('class', String(id)); return p; }), [setParams]);
  const back = () => setParams((p) => { p.delete('class'); return p; });
  // Back at the list, the class just marked must be in view: a "Not marked" filter would hide it.
  const saved = () => {
    const next = new URLSearchParams(params);
    next.delete('class');
    if (next.get('marked') === NOT_MARKED) next.delete('marked');
    navigate({ pathname: BASE, search: next.toString() }, { state: { saved: classId } });
  };

  return (
    <Box component="section" aria-labelledby="attendance-title" sx={{ pb: 2, minWidth: 0, '& .attendance-just-saved': { bgcolor: 'success.light' } }}>
      <PageHeading id="attendance-title" title="Attendance" />
      <Tabs value={tab} sx={{ mb: 2 }}>
        {TABS.map(([key, label, to]) => <Tab key={key} value={key} label={label} component={RouterLink} to={to} />)}
      </Tabs>
      {classId !== null ? <MarkingScreen key={classId} classId={classId} onBack={back} onSaved={saved} />
        : tab === 'classes' ? <ClassesTab onOpen={open} savedId={savedId} />
          : tab === 'upload' ? <UploadTab /> : <SummaryTab />}
    </Box>
  );
}
