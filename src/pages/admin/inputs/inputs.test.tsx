// The MUI 9 inputs of the admin screens: each renders its adornment or switch through slotProps and still works as a
// react-admin input (form value, validation, filters), and none makes React log an unknown prop.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { List, ReferenceInput, SaveButton, SimpleForm, Toolbar, required, type DataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fakeAdminProvider, renderAdmin } from '../test/renderAdmin';
import { watchUnknownProps } from '../test/unknownProps';
import { typeDate } from '../../../../resources/test/typeDate';
import { AutocompleteArrayInput, AutocompleteInput, BooleanInput, DateInput, PasswordInput, SearchInput, SelectInput, TextInput, toDayString } from '.';

vi.setConfig({ testTimeout: 30_000 });

const { warnings: unknownPropWarnings } = watchUnknownProps();
afterEach(() => expect(unknownPropWarnings()).toEqual([]));

const Save = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

function renderForm(children: React.ReactNode, onSubmit = vi.fn(), defaultValues?: object, dataProvider?: object) {
  renderAdmin(
    <SimpleForm onSubmit={onSubmit} toolbar={<Save />} defaultValues={defaultValues}>
      {children}
    </SimpleForm>,
    dataProvider ? { dataProvider } : undefined,
  );
  return onSubmit;
}

describe('PasswordInput', () => {
  it('has a Show/Hide password button that flips the field between password and text, and keeps the value', async () => {
    const onSubmit = renderForm(<PasswordInput source="password" label="Password" helperText="At least 8 characters" />);
    const field = await screen.findByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    fireEvent.change(field, { target: { value: 's3cret-pass' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveValue('s3cret-pass');
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ password: 's3cret-pass' });
  });
});

describe('TextInput', () => {
  it('shows its label with the required star, and the validation error under the field', async () => {
    const onSubmit = renderForm(<TextInput source="name" label="Role name" validate={required('Role name is required')} />);
    const field = await screen.findByRole('textbox', { name: 'Role name' });
    // react-admin's required star, hidden from the accessible name.
    expect(screen.getByText('Role name').parentElement).toHaveTextContent(/^Role name\s*\*$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role name is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Auditor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Auditor' });
  });
});

/** Focuses a field by its source, as react-hook-form does on a validation error: it needs the input's ref. */
function FocusOnMount({ source }: { source: string }) {
  const { setFocus } = useFormContext();
  useEffect(() => setFocus(source), [setFocus, source]);
  return null;
}

describe('BooleanInput', () => {
  it('is a switch named by its label; flipping it changes the form value; the form ref reaches the <input>', async () => {
    const onSubmit = renderForm(
      <>
        <BooleanInput source="active" label="Active" helperText="Inactive users cannot sign in" />
        <FocusOnMount source="active" />
      </>,
      vi.fn(),
      { active: true },
    );
    const toggle = await screen.findByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(screen.getByText('Inactive users cannot sign in')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ active: false });
  });
});

describe('SelectInput', () => {
  it('offers the choices and an empty item, and sets the chosen id (booleans too)', async () => {
    const choices = [{ id: true, name: 'Active' }, { id: false, name: 'Inactive' }];
    const onSubmit = renderForm(<SelectInput source="active" label="Status" choices={choices} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ active: false });
  });
});

describe('AutocompleteArrayInput', () => {
  it('picks several choices by typing and keeps their ids', async () => {
    const choices = [
      { id: 11, name: 'Delhi South Extension' },
      { id: 12, name: 'Mumbai Andheri' },
      { id: 13, name: 'Pune Camp' },
    ];
    const onSubmit = renderForm(<AutocompleteArrayInput source="centreIds" label="Centres" choices={choices} />, vi.fn(), { centreIds: [13] });
    const box = await screen.findByRole('combobox', { name: 'Centres' });
    expect(screen.getByRole('button', { name: 'Pune Camp' })).toBeInTheDocument();
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'mum' } });
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Mumbai Andheri']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Mumbai Andheri' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ centreIds: [13, 12] });
  });
});

describe('SearchInput', () => {
  it('shows the search icon, is named by its placeholder, and its text reaches the list filter as q', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Auditor' }], total: 1 }));
    const dataProvider = { getList } as unknown as DataProvider;
    renderAdmin(
      <List resource="things" filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search things" />]} perPage={10} disableSyncWithLocation>
        <span>rows</span>
      </List>,
      { dataProvider },
    );
    const box = await screen.findByRole('textbox', { name: 'Search things' });
    expect(box).toHaveAttribute('placeholder', 'Search things');
    const adornment = box.parentElement!.querySelector('.MuiInputAdornment-positionEnd');
    expect(adornment).not.toBeNull();
    expect(within(adornment as HTMLElement).getByTestId('search-icon')).toBeInTheDocument();
    // No clear button: react-admin's SearchInput was resettable, this one is not.
    expect(screen.queryByRole('button', { name: /clear/i })).toBeNull();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    fireEvent.change(box, { target: { value: 'audit' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('things', expect.objectContaining({ filter: { q: 'audit' } })), { timeout: 5_000 });
  });
});

describe('AutocompleteInput', () => {
  it('in a reference, sends the typed text to the server as filterToQuery and keeps the chosen id', async () => {
    const dataProvider = fakeAdminProvider();
    const onSubmit = renderForm(
      <ReferenceInput source="userId" reference="supporthome/users">
        <AutocompleteInput label="User" optionText="username" filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>,
      vi.fn(),
      undefined,
      dataProvider,
    );
    const box = await screen.findByRole('combobox', { name: 'User' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'pri' } });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('supporthome/users', expect.objectContaining({ filter: { q: 'pri' } })));
    fireEvent.click(await screen.findByRole('option', { name: 'priya' }));
    expect(box).toHaveValue('priya');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ userId: 5 });
  });
});

describe('DateInput', () => {
  it('is the console\'s date field (1 Nov 2026), not the browser\'s; the value is YYYY-MM-DD, or null when emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm(<DateInput source="atFrom" label="From" />, vi.fn(), { atFrom: '2026-11-20' });
    const field = await screen.findByRole('group', { name: 'From' });
    expect(field).toHaveTextContent(/^20 Nov 2026/);
    await typeDate(user, field, '21', '', '');
    expect(field).toHaveTextContent(/^21 Nov 2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ atFrom: '2026-11-21' });
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toEqual({ atFrom: null });
  });

  it.each([
    [null, ''],
    ['', ''],
    ['2026-02-03', '2026-02-03'],
    [new Date(2026, 1, 3, 23, 30), '2026-02-03'],
    ['not a date', ''],
  ])('toDayString(%s) is %j', (value, day) => {
    expect(toDayString(value)).toBe(day);
  });
});
