/**
 * The user form of create and edit: name, username, role, organisation, scope, centres (only the chosen organisation's),
 * active, and the password on create only. Client checks mirror the server's; the server's field errors show under
 * the same fields. Switching a user off is confirmed before the save is sent.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import {
  Confirm, RadioButtonGroupInput, ReferenceArrayInput, ReferenceInput, required, SaveButton, SimpleForm, Toolbar, useRecordContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { sessionStore } from '../../../api/session';
import { CENTRES, ORGANISATIONS, ROLES } from '../adminPaths';
import { SCOPE_CHOICES, USER_MESSAGES, validateUser, type UserFormValues } from './userRules';
import type { UserRecord } from './UserList';
import { AutocompleteArrayInput, BooleanInput, PasswordInput, SelectInput, TextInput } from '../inputs';
import { dateTime } from '../../../../resources/format';

/**
 * The organisation of the Admin at the form, when they belong to one: every user they manage is of it (the server
 * refuses any other, and lists no other), so it is chosen already and "None" is not offered.
 */
export function ownOrganisation(): number | undefined {
  const orgs = sessionStore().getSession().orgsData;
  const id = Array.isArray(orgs) ? Number((orgs[0] as { id?: unknown } | undefined)?.id) : NaN;
  return Number.isInteger(id) ? id : undefined;
}

const FORM_ID = 'user-form';

function CentresInput() {
  const { setValue } = useFormContext();
  const scope = useWatch({ name: 'scope' });
  const orgId = useWatch({ name: 'orgId' });
  const previousOrg = useRef(orgId);
  useEffect(() => {
    // Centres belong to one organisation: a new organisation drops the centres chosen under the old one.
    if (previousOrg.current !== orgId) setValue('centreIds', [], { shouldDirty: true });
    previousOrg.current = orgId;
  }, [orgId, setValue]);
  if (scope !== 'centre') return null;
  return (
    <ReferenceArrayInput source="centreIds" reference={CENTRES} filter={orgId ? { orgId } : {}} perPage={500} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput
        label="Centres"
        optionText={(c: { name: string; code: string }) => `${c.name} (${c.code})`}
        helperText={orgId ? 'Centres of the chosen organisation' : 'Choose an organisation first'}
        disabled={!orgId}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** Save, asking first when the form switches an active user off. */
function UserToolbar() {
  const record = useRecordContext<UserRecord>();
  const active = useWatch({ name: 'active' });
  const [asking, setAsking] = useState(false);
  const switchingOff = record?.active === true && active === false;
  return (
    <Toolbar>
      {switchingOff ? (
        <>
          <SaveButton type="button" onClick={(e) => (e.preventDefault(), setAsking(true))} />
          <Confirm
            isOpen={asking}
            title="Deactivate this user?"
            content="They are signed out at once and can no longer sign in until an Admin activates them again."
            confirm="Save and deactivate"
            confirmColor="warning"
            onConfirm={() => {
              setAsking(false);
              // The form's own submit (react-admin's save), now confirmed.
              (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit();
            }}
            onClose={() => setAsking(false)}
          />
        </>
      ) : (
        <SaveButton />
      )}
    </Toolbar>
  );
}

function CreatedAt() {
  const record = useRecordContext<UserRecord>();
  if (!record?.createdAt) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ pt: 2.5 }}>
      Created {dateTime(record.createdAt)}
    </Typography>
  );
}

export function UserForm({ creating }: { creating: boolean }) {
  const [own] = useState(ownOrganisation);
  return (
    <SimpleForm
      id={FORM_ID}
      validate={(values) => validateUser(values as UserFormValues, { creating })}
      toolbar={<UserToolbar />}
      defaultValues={creating ? { scope: 'centre', active: true, centreIds: [], ...(own === undefined ? {} : { orgId: own }) } : undefined}
      sx={{ maxWidth: 760 }}
    >
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="firstName" label="First name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="lastName" label="Last name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="username" label="Username" fullWidth autoComplete="off" helperText="3 to 64 characters: letters, digits and . _ @ -" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {creating ? (
            <PasswordInput source="password" label="Password" fullWidth autoComplete="new-password" helperText="At least 8 characters" />
          ) : (
            <CreatedAt />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReferenceInput source="roleId" reference={ROLES} perPage={500} sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput label="Role" optionText="name" fullWidth />
          </ReferenceInput>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReferenceInput source="orgId" reference={ORGANISATIONS} perPage={500}>
            {/* Required for an Admin of an organisation, which also leaves "None" out of the choices. */}
            <SelectInput label="Organisation" optionText="name" fullWidth emptyText="None"
              {...(own === undefined ? {} : { validate: required(USER_MESSAGES.orgRequired), helperText: 'Your organisation' })} />
          </ReferenceInput>
        </Grid>
      </Grid>
      <RadioButtonGroupInput source="scope" label="Scope" choices={SCOPE_CHOICES} row />
      <Box sx={{ width: '100%' }}>
        <CentresInput />
      </Box>
      <BooleanInput source="active" label="Active" />
    </SimpleForm>
  );
}
