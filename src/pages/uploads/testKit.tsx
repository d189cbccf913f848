// Test harness of the upload screens: react-admin's context, a memory router and a fake UploadsApi.
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { UploadsApiContext, type UploadsApi } from './uploadsApi';
import type { Preview } from './types';

configure({ asyncUtilTimeout: 15_000 });

export function fakeUploadsApi(overrides: Partial<UploadsApi> = {}): UploadsApi {
  return {
    centres: vi.fn(async () => [{ id: 1, name: 'Delhi South Extension', code: 'DEL-SD' }, { id: 2, name: 'Mumbai Andheri', code: 'MUM-AN' }]),
    sample: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'crp-create-single-centre-sample.xlsx' })),
    preview: vi.fn(async () => samplePreview()),
    submit: vi.fn(async () => ({ id: 7 }) as never),
    history: vi.fn(async () => ({ rows: [], totalCount: 0 })),
    result: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'students_result.xlsx' })),
    file: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'students.xlsx' })),
    recheck: vi.fn(async () => ({ rows: [], counts: samplePreview(0).counts })),
    undoPreview: vi.fn(async (id: number) => ({ jobId: id, counts: { created: 0, changed: 0, remove: 0, deactivate: 0, setBack: 0, leftAlone: 0 }, leftAlone: [], broken: [], refusal: null })),
    undo: vi.fn(async (id: number) => ({ id: id + 100 }) as never),
    ...overrides,
  };
}

export function samplePreview(errors = 1): Preview {
  const rows = Array.from({ length: 4 }, (_, i) => ({
    row: i + 2,
    change: i < errors ? null : ('create' as const),
    // S.No, Enrollment No., Student Name, Current Centre, Current Batch, Class, New Centre, New Batch
    values: [String(i + 1), `00120${i}`, `Student ${i}`, '', '', '11th', 'Delhi South Extension', ''],
    errors: i < errors ? [{ column: 'Mobile', rule: 'mobile-format', message: `Row ${i + 2}, Mobile: must be 9 to 15 digits` }] : [],
  }));
  return {
    entity: 'crp', operation: 'create', multiCentre: false, centre: { id: 1, name: 'Delhi South Extension' }, fileName: 'students.xlsx',
    loaderText: 'Generating Students Preview', columns: [
      { key: 'sNo', label: 'S.No' }, { key: 'enrolmentNo', label: 'Enrollment No.' }, { key: 'name', label: 'Student Name' },
      { key: 'currentCentre', label: 'Current Centre' }, { key: 'currentBatch', label: 'Current Batch' }, { key: 'class', label: 'Class' },
      { key: 'newCentre', label: 'New Centre' }, { key: 'newBatch', label: 'New Batch' },
    ],
    counts: { rows: 4, valid: 4 - errors, withErrors: errors, created: 4 - errors, changed: 0, unchanged: 0 },
    warnings: [],
    rows,
  };
}

/** A preview of count rows (sheet rows 2 .. count + 1); every errorEvery-th row has a bad mobile. */
export function largePreview(count: number, errorEvery: number): Preview {
  const base = samplePreview(0);
  const rows = Array.from({ length: count }, (_, i) => {
    const bad = (i + 1) % errorEvery === 0;
    return {
      row: i + 2,
      change: bad ? null : ('create' as const),
      values: [String(i + 1), String(7700000001 + i), `Student ${i + 1}`, ...base.rows[0].values.slice(3)],
      errors: bad ? [{ column: 'Mobile', rule: 'mobile-format', message: `Row ${i + 2}, Mobile: must be 9 to 15 digits` }] : [],
    };
  });
  const withErrors = Math.floor(count / errorEvery);
  return { ...base, rows, counts: { rows: count, valid: count - withErrors, withErrors, created: count - withErrors, changed: 0, unchanged: 0 } };
}

/** Shows the current path, so a test can see where a page navigated. */
function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

export function renderUploads(ui: ReactNode, { api = fakeUploadsApi(), path = '/' }: { api?: UploadsApi; path?: string } = {}) {
  const dataProvider = {} as DataProvider;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()}>
        <UploadsApiContext.Provider value={api}>
          <Routes>
            <Route path="*" element={<>{ui}<Where /></>} />
          </Routes>
        </UploadsApiContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}
