// The frame of an entity page: breadcrumb, title, the entity switcher, the view / upload tabs and the list.
// Upload is a link to the upload page (its own route); the view tab is the generic list of the chosen kind. A kind
// with a schedule has a Week tab too (`?view=week`, so a link reopens it), one with a module report a tab for it
// (`?view=<report key>`: the course plan's Plan Accuracy); one with a form, its "Add" button.
import type { ReactNode } from 'react';
import { Box, Skeleton, FormControl, InputLabel, MenuItem, Select, Tab, Tabs } from '@mui/material';
import { usePermissions } from 'react-admin';
import { INSTITUTE, PageHeading } from '../PageHeading';
import { canAccess } from '../../access/canAccess';
import type { AccessState } from '../../../schemas/access/slots';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { EntityKind, EntitySchema } from '../../../schemas';
import { entityResources } from '../../../resources';
import { loadable } from '../../../resources/loadable';
import { AddRecordButton, WeekView, hasSchedule } from '../../../resources/schedule';
import { reportsOfModule } from '../../../schemas/reports/modules';

const ModuleReportView = loadable(() => import('../reports/ModuleReportView'));

const VIEW_PARAM = 'view';
const WEEK = 'week';

export interface UploadLink {
  pathname: string;
  search?: string;
  state?: unknown;
}

export interface EntityWorkspaceProps {
  title: string;
  schema: EntitySchema;
  /** Kinds offered by the switcher; none or one hides it. */
  kinds: readonly EntitySchema[];
  onKindChange?: (kind: EntityKind) => void;
  upload: UploadLink;
  /** A line about the whole list, under the tabs and above what they show (the KRA weights' total). */
  notice?: ReactNode;
}

function KindSwitcher({ schema, kinds, onKindChange }: Pick<EntityWorkspaceProps, 'schema' | 'kinds' | 'onKindChange'>) {
  if (kinds.length < 2 || !onKindChange) return null;
  return (
    <FormControl size="small" variant="outlined" sx={{ width: 260, flexShrink: 0 }}>
      <InputLabel id="entity-kind-label">Entity</InputLabel>
      <Select
        variant="outlined"
        labelId="entity-kind-label"
        label="Entity"
        value={schema.kind}
        onChange={(e) => onKindChange(e.target.value as EntityKind)}
      >
        {kinds.map((k) => (
          <MenuItem key={k.kind} value={k.kind}>
            {k.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function useViewTab(schema: EntitySchema) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(VIEW_PARAM);
  const tab = (hasSchedule(schema) && asked === WEEK) || !schema.tabOf && reportsOfModule(schema.kind).some((r) => r.key === asked) ? (asked as string) : 'view';
  // The Upload tab is a link to its own route: it changes no parameter here.
  const choose = (next: string) =>
    next !== 'upload' &&
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next !== 'view') out.set(VIEW_PARAM, next);
      else out.delete(VIEW_PARAM);
      return out;
    });
  return { tab, choose };
}

export function EntityWorkspace({ title, schema, kinds, onKindChange, upload, notice }: EntityWorkspaceProps) {
  const List = entityResources[schema.kind].list;
  const { tab, choose } = useViewTab(schema);
  // A kind whose page is a module's tab leaves its report to a tab of the module (Faculty KRA Performance at /my-kra/performance).
  const reports = schema.tabOf ? [] : reportsOfModule(schema.kind);
  const report = reports.find((r) => r.key === tab);
  // Records shared by all centres (course-program mappings) are uploaded and added by organisation-wide admins only.
  const { permissions } = usePermissions<AccessState>();
  const mayUpload = !permissions || canAccess(permissions, { resource: schema.kind, action: 'upload' });
  return (
    <Box component="section" aria-labelledby="entity-page-title" sx={{ pb: 2, minWidth: 0 }}>
      {/* An entity's own page is titled by the entity alone, not 'X · X'. */}
      <PageHeading
        id="entity-page-title"
        title={schema.label}
        trail={[INSTITUTE, title]}
        barTitle={title === schema.label ? title : `${title} · ${schema.label}`}
        actions={<KindSwitcher schema={schema} kinds={kinds} onKindChange={onKindChange} />}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Tabs value={tab} onChange={(_e, next: string) => choose(next)} aria-label="Entity tabs" sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}>
          <Tab value="view" label="View" />
          {schema.schedule && <Tab value={WEEK} label="Week" />}
          {reports.map((r) => <Tab key={r.key} value={r.key} label={r.title} />)}
          {mayUpload && <Tab value="upload" label="Upload" component={RouterLink} to={{ pathname: upload.pathname, search: upload.search }} state={upload.state} />}
        </Tabs>
        {mayUpload && <AddRecordButton schema={schema} />}
      </Box>
      {notice}
      {report ? (
        <ModuleReportView key={report.key} report={report} fallback={<Skeleton variant="rounded" height={320} />} />
      ) : tab === WEEK && hasSchedule(schema) ? <WeekView key={schema.kind} schema={schema} fallback={<Skeleton variant="rounded" height={320} />} /> : <List key={schema.kind} />}
    </Box>
  );
}
