// Drag and drop or browse (react-dropzone). The page decides what a file means; this only hands it over, after the
// page has said it is ready (a centre chosen in single-centre mode).
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useDropzone } from 'react-dropzone';
import { UPLOAD_TEXT } from './messages';

export interface FileDropProps {
  busy: boolean;
  busyText: string;
  ready(): boolean;
  onFiles(files: File[]): void;
}

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
  'text/csv': ['.csv'],
};

export function FileDrop({ busy, busyText, ready, onFiles }: FileDropProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
    // Rejected files go the same way: the page answers them with the spec's message.
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  const browse = () => { if (ready()) open(); };

  return (
    <Box
      {...getRootProps()}
      aria-label="File drop area"
      sx={{
        border: 2, borderStyle: 'dashed', borderRadius: 2, borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : 'background.paper', p: 4, textAlign: 'center',
        display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, minHeight: 200, justifyContent: 'center',
      }}
    >
      <input {...getInputProps()} aria-label="Spreadsheet file" data-testid="upload-input" />
      {busy ? (
        <>
          <CircularProgress size={36} />
          <Typography role="status" aria-live="polite">{busyText}</Typography>
        </>
      ) : (
        <>
          <UploadFileOutlinedIcon color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="subtitle1">{isDragActive ? 'Drop the file here' : 'Drag and drop your spreadsheet here'}</Typography>
          <Button variant="contained" onClick={browse}>Browse files</Button>
          <Typography variant="body2" color="text.secondary">{UPLOAD_TEXT.limits}</Typography>
        </>
      )}
    </Box>
  );
}
