// The feedback questions of one PTM schedule (entities-spec §3: SMCQ, MMCQ, Rating, Blanks): list, add, reorder,
// remove and save; options for SMCQ and MMCQ, a scale for Rating; each rule's message under its field.
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, LinearProgress, MenuItem, Paper, Stack,
  TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { PTM_QUESTION_TYPES } from '../../../schemas/ptm';
import { PTM_FEEDBACK_LIMITS, type PtmQuestionType } from '../../../schemas/ptmFeedback';
import { PTM_FEEDBACK_TEXT, type PtmFeedbackController, type QuestionDraft } from './usePtmFeedback';

const L = PTM_FEEDBACK_LIMITS;
const TYPE_HINTS: Record<PtmQuestionType, string> = {
  SMCQ: 'SMCQ: one answer from the options', MMCQ: 'MMCQ: one or more answers from the options',
  Rating: 'Rating: a number on a scale', Blanks: 'Blanks: a written answer',
};
const SCALES = Array.from({ length: L.maxScale - L.minScale + 1 }, (_v, i) => L.minScale + i);

function Options({ c, d, i }: { c: PtmFeedbackController; d: QuestionDraft; i: number }) {
  const err = (k?: number) => c.errors[k === undefined ? `questions.${i}.options` : `questions.${i}.options.${k}`];
  return (
    <Stack spacing={1} sx={{ pl: 2 }}>
      {d.options.map((o, k) => (
        <Stack key={k} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField size="small" label={`Option ${k + 1}`} value={o} sx={{ flex: 1, maxWidth: 420 }} disabled={c.saving}
            error={!!err(k)} helperText={err(k)}
            onChange={(e) => c.setOption(i, k, e.target.value)} />
          <IconButton aria-label={`Remove option ${k + 1} of question ${i + 1}`} disabled={c.saving} onClick={() => c.removeOption(i, k)}><CloseIcon /></IconButton>
        </Stack>
      ))}
      {err() && <Typography variant="body2" color="error">{err()}</Typography>}
      <Box>
        <Button size="small" startIcon={<AddIcon />} disabled={c.saving || d.options.length >= L.maxOptions} onClick={() => c.addOption(i)}>
          {`Add option to question ${i + 1}`}
        </Button>
      </Box>
    </Stack>
  );
}

function QuestionCard({ c, d, i }: { c: PtmFeedbackController; d: QuestionDraft; i: number }) {
  const err = (field: string) => c.errors[`questions.${i}.${field}`];
  const whole = c.errors[`questions.${i}`] ?? err('type');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li" aria-label={`Question ${i + 1}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>{`Question ${i + 1}`}</Typography>
          <IconButton size="small" aria-label={`Move question ${i + 1} up`} disabled={c.saving || i === 0} onClick={() => c.move(i, -1)}><ArrowUpwardIcon fontSize="small" /></IconButton>
          <IconButton size="small" aria-label={`Move question ${i + 1} down`} disabled={c.saving || i === c.drafts.length - 1} onClick={() => c.move(i, 1)}><ArrowDownwardIcon fontSize="small" /></IconButton>
          <IconButton size="small" aria-label={`Remove question ${i + 1}`} disabled={c.saving} onClick={() => c.remove(i)}><DeleteOutlineIcon fontSize="small" /></IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField select size="small" label="Type" value={d.type} sx={{ width: 250 }} disabled={c.saving}
            helperText={TYPE_HINTS[d.type]}
            onChange={(e) => c.setType(i, e.target.value as PtmQuestionType)}>
            {PTM_QUESTION_TYPES.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
          </TextField>
          {d.type === 'Rating' && (
            <TextField select size="small" label="Scale" value={d.scale} sx={{ width: 130 }} disabled={c.saving}
              error={!!err('scale')} helperText={err('scale')}
              onChange={(e) => c.setScale(i, Number(e.target.value))}>
              {SCALES.map((n) => <MenuItem key={n} value={n}>{`1 to ${n}`}</MenuItem>)}
            </TextField>
          )}
        </Stack>
        <TextField size="small" label="Question" value={d.question} multiline minRows={1} fullWidth disabled={c.saving}
          error={!!err('question')} helperText={err('question') ?? `${d.question.trim().length} / ${L.questionLength}`}
          onChange={(e) => c.setQuestion(i, e.target.value)} />
        {(d.type === 'SMCQ' || d.type === 'MMCQ') && <Options c={c} d={d} i={i} />}
        {whole && <Typography variant="body2" color="error">{whole}</Typography>}
      </Stack>
    </Paper>
  );
}

function DiscardDialog({ c }: { c: PtmFeedbackController }) {
  return (
    <Dialog open={c.confirming} onClose={c.keepEditing} aria-labelledby="ptm-feedback-discard-title" aria-describedby="ptm-feedback-discard-text">
      <DialogTitle id="ptm-feedback-discard-title">{PTM_FEEDBACK_TEXT.discardTitle}</DialogTitle>
      <DialogContent><DialogContentText id="ptm-feedback-discard-text">{PTM_FEEDBACK_TEXT.discardText}</DialogContentText></DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={c.keepEditing} color="inherit" autoFocus>Keep editing</Button>
        <Button onClick={c.discard} variant="contained" color="error">Discard changes</Button>
      </DialogActions>
    </Dialog>
  );
}

const when = (r: { startTime: string; endTime: string }) => `${r.startTime.slice(0, 16).replace('T', ' ')} to ${r.endTime.slice(11, 16)}`;

export function PtmFeedbackDialog({ c }: { c: PtmFeedbackController }) {
  const s = c.schedule;
  return (
    <>
      <Dialog open={s !== null} onClose={c.requestClose} fullWidth maxWidth="md" aria-labelledby="ptm-feedback-title" scroll="paper">
        <DialogTitle id="ptm-feedback-title" sx={{ pb: 0.5 }}>{PTM_FEEDBACK_TEXT.title}</DialogTitle>
        {s && <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>{`${s.studentName} (${s.enrolmentNo}), ${s.batch}, ${when(s)}`}</Typography>}
        {(c.loading || c.saving) && <LinearProgress aria-label={c.saving ? 'Saving feedback questions' : 'Loading feedback questions'} />}
        <DialogContent dividers>
          {c.loadFailed && <Alert severity="error">{PTM_FEEDBACK_TEXT.loadFailed}</Alert>}
          {c.saveFailed && <Alert severity="error" sx={{ mb: 2 }}>{PTM_FEEDBACK_TEXT.saveFailed}</Alert>}
          {!c.loading && !c.loadFailed && (
            <Stack spacing={2}>
              {c.drafts.length === 0 && <Typography color="text.secondary">{PTM_FEEDBACK_TEXT.empty}</Typography>}
              <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Feedback questions">
                {c.drafts.map((d, i) => <QuestionCard key={d.key} c={c} d={d} i={i} />)}
              </Stack>
              {c.errors.questions && <Typography variant="body2" color="error">{c.errors.questions}</Typography>}
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button startIcon={<AddIcon />} disabled={c.saving || c.drafts.length >= L.maxQuestions} onClick={c.add}>Add question</Button>
                <Typography variant="body2" color="text.secondary">{`${c.drafts.length} of ${L.maxQuestions} questions`}</Typography>
              </Stack>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={c.requestClose} color="inherit" disabled={c.saving}>Cancel</Button>
          <Button onClick={() => void c.save()} variant="contained" disabled={c.saving || c.loading || c.loadFailed}>
            {c.saving ? 'Saving…' : 'Save questions'}
          </Button>
        </DialogActions>
      </Dialog>
      <DiscardDialog c={c} />
    </>
  );
}
