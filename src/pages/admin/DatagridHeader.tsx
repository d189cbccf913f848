/**
 * react-admin's Datagrid header for MUI 9: its own header gives the select-all Checkbox `inputProps` (gone in MUI 9, so
 * React warns about an unknown prop on the checkbox's <span>). This one is the same header (sortable column headers
 * through react-admin's DatagridHeaderCell, the select-all box of the current page) with the box's accessible name
 * passed through `slotProps.input`. Use it as `<Datagrid header={<DatagridHeader />}>`.
 */
import { Children, isValidElement, useCallback, type ChangeEvent, type MouseEvent, type ReactElement } from 'react';
import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import {
  DatagridClasses, DatagridHeaderCell, useListContextWithProps, useTranslate, type DatagridHeaderProps, type FieldProps,
  type Identifier, type RaRecord, type SortPayload,
} from 'react-admin';

export function DatagridHeader(props: DatagridHeaderProps) {
  const { children, className, hasExpand = false, hasBulkActions = false, isRowSelectable } = props;
  const translate = useTranslate();
  const { sort, data, onSelect, selectedIds, setSort } = useListContextWithProps(props);

  const updateSort = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      if (!setSort) return;
      const field = event.currentTarget.dataset.field ?? '';
      const order: SortPayload['order'] =
        sort?.field === field ? (sort?.order === 'ASC' ? 'DESC' : 'ASC') : ((event.currentTarget.dataset.order as SortPayload['order']) ?? 'ASC');
      setSort({ field, order });
    },
    [sort?.field, sort?.order, setSort],
  );

  const rows: RaRecord[] = Array.isArray(data) ? data : [];
  const selectableIds: Identifier[] = rows.filter((r) => !isRowSelectable || isRowSelectable(r)).map((r) => r.id);
  const allSelected = !!selectedIds && selectedIds.length > 0 && selectableIds.length > 0 && selectableIds.every((id) => selectedIds.includes(id));

  const handleSelectAll = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      if (!onSelect || !selectedIds) return;
      onSelect(
        event.target.checked
          ? selectedIds.concat(selectableIds.filter((id) => !selectedIds.includes(id)))
          : // Only the current page's rows are unselected.
            selectedIds.filter((id) => !rows.some((r) => r.id === id)),
      );
    },
    [onSelect, selectedIds, selectableIds, rows],
  );

  return (
    <TableHead className={[className, DatagridClasses.thead].filter(Boolean).join(' ')}>
      <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
        {hasExpand && <TableCell padding="none" className={`${DatagridClasses.headerCell} ${DatagridClasses.expandHeader}`} />}
        {hasBulkActions && selectedIds && (
          <TableCell padding="checkbox" className={DatagridClasses.headerCell}>
            <Checkbox
              className="select-all"
              color="primary"
              checked={allSelected}
              onChange={handleSelectAll}
              onClick={(e) => e.stopPropagation()}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all', { _: 'Select all' }) } }}
            />
          </TableCell>
        )}
        {Children.map(children, (field, index) => {
          if (!isValidElement(field)) return null;
          const fieldProps = (field as ReactElement<FieldProps & { sortBy?: string }>).props;
          return (
            <DatagridHeaderCell
              className={`${DatagridClasses.headerCell} column-${fieldProps.source}`}
              sort={sort}
              field={field}
              isSorting={sort?.field === (fieldProps.sortBy || fieldProps.source)}
              key={fieldProps.source || index}
              updateSort={setSort ? updateSort : undefined}
            />
          );
        })}
      </TableRow>
    </TableHead>
  );
}
