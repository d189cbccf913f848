// Texts of the upload screens. Those the spec fixes (entities-spec §5, §8) are in its exact words.
export const UPLOAD_TEXT = {
  selectCentre: 'Please Select a Centre First.',
  badFormat: 'Please Upload supported File format',
  sampleDownloaded: 'Successfully downloaded sample sheet',
  downloadFailed: 'Unable to Download the File.',
  downloaded: 'Your File Has Been Downloaded Successfully.',
  uploadFailed: 'Unable to Upload File..!',
  submitFailed: 'Failed to submit the file!',
  historyFailed: 'Unable to Fetch History Details.',
  noCentres: 'No Centers Available!',
  centresFailed: 'Unable to Fetch CENTERS!',
  success: 'Success',
  submitted: 'File submitted. You can follow it in the upload history.',
  limits: 'Only .xlsx, .xls, .ods and .csv files, at most 25 MB and 100,000 rows. An .xls sheet holds at most 65,536 rows; use .xlsx for more.',
  noPreview: 'There is no file to preview. Choose a file on the upload page first.',
  fixAndRetry: 'Nothing is applied while any row has an error. Fix the rows below in your file and upload it again.',
  orFixHere: 'Or fix a row here: select it, change its error cells under the grid and check it again; Submit then applies the corrected rows.',
  fixFailed: 'The row could not be checked again. Try again.',
  fixedKept: 'The corrected rows are applied; the history keeps your file and the corrected one.',
  orApplyValid: 'Or apply only the valid rows now, and get the others back in the result file to fix.',
  validOnly: 'Valid rows only',
  undoSubmitted: 'Undo submitted. You can follow it in the upload history.',
  undone: 'Undone',
  warningsGoOn: 'A warning does not stop the upload: check those rows, then submit if they are right.',
} as const;

/** The files every upload accepts: a workbook (Excel or OpenDocument), or a .csv (its encoding and delimiter found by the server). */
export const SHEET_FILE = /\.(xlsx|xls|ods|csv)$/i;

export const OPERATION_LABELS: Record<string, string> = {
  create: 'Create',
  update: 'Update',
  'centre-transfer': 'Centre Transfer',
  'batch-association': 'Batch Association',
  upload: 'Upload',
  undo: 'Undo',
};

export const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  inprogress: 'In Progress',
  successful: 'Successful',
  failed: 'Failed',
};

export const CHANGE_LABELS: Record<string, string> = { create: 'Create', change: 'Change', unchanged: 'No change' };
