import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.js';

const ENTITY_CODE = /[\\/](resources|schemas)[\\/]|[\\/]src[\\/]pages[\\/]entities[\\/]/;
// The date pickers of list filters (resources/list/DateRangeFilter.tsx loads them) and of record forms
// (resources/schedule/FormInput.tsx): apart from the entities, with MUI X's pickers, so that a list with no date range
// never loads them, nor a form without a date.
const PICKER_CODE = /resources[\\/](list[\\/]DateRangePickers|schedule[\\/]PickerInput)\./;
// What a list page opens on demand (resources/dialogs.tsx): the dialogs and the week view, apart from the entities, so
// that a list page loads none of them until one is opened.
export const FORM_CODE = /resources[\\/](actions[\\/]StatusChangeDialog|contacts[\\/]ContactEditDialog|rows[\\/](BatchSummary|ClassUpdate|Link)Dialog|views[\\/](SaveView|ManageViews)Dialog|schedule[\\/](WeekView|WeekGrid|WeekToolbar|CopyWeekDialog|useWeek|weekUrl|RecordFormDialog|FormInput|recordForm|useRefRows))\./;

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page loads (the entry's static graph): one file instead of some forty small ones, which a
            // browser fetches six at a time over HTTP/1.1.
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // The schemas and the generic resources (the list grid among them) with what they use beyond the shell:
            // one file for the entity pages (every signed-in screen loads it for the Resources,
            // src/shell/entityResources.tsx).
            { name: 'entities', test: (id: string) => ENTITY_CODE.test(id) && !PICKER_CODE.test(id) && !FORM_CODE.test(id), priority: 2 },
            { name: 'forms', test: FORM_CODE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${serverPort}` },
  },
});
