// The list grid's look, styled once from its root (not sx on each cell): a page of 100 rows is a few thousand plain
// elements, which must cost no more than the text they show. The same rhythm as the preview grid
// (src/pages/uploads/PreviewGrid.tsx): 44 px header, 46 px rows, a divider under each row.
import type { SxProps, Theme } from '@mui/material/styles';

export const ROW_HEIGHT = 46;
export const HEADER_HEIGHT = 44;
/** The selection column's width. */
export const CHECK_WIDTH = 52;

const CHIP_COLOURS = ['success', 'warning', 'info', 'error'] as const;

export const listGridSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.body2,
  position: 'relative', height: '100%', overflow: 'auto', color: 'text.primary', isolation: 'isolate',
  '& .lg-head, & .lg-body': { minWidth: 'var(--lg-width)' },
  '& .lg-head': { position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' },
  '& .lg-row': {
    display: 'grid', gridTemplateColumns: 'var(--lg-cols)', boxSizing: 'border-box',
    borderBottom: 1, borderColor: 'divider', minHeight: ROW_HEIGHT,
  },
  '& .lg-head .lg-row': { minHeight: HEADER_HEIGHT },
  '& .lg-body .lg-row:hover': { bgcolor: 'action.hover' },
  '& .lg-body .lg-row[aria-selected="true"]': { bgcolor: 'action.selected' },
  '&[data-clickable] .lg-body .lg-row': { cursor: 'pointer' },
  '& .lg-cell': {
    display: 'flex', alignItems: 'center', minWidth: 0, px: 1.25, overflow: 'hidden', outline: 'none',
    '&:focus-visible, &:focus-within:has(:focus-visible)': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
  },
  '& .lg-number, & .lg-number .lg-sort': { justifyContent: 'flex-end', textAlign: 'right' },
  '&[data-auto-height] .lg-body .lg-cell': { py: 1 },
  '& .lg-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  '& .lg-none': { color: 'text.disabled' },
  // The header: semi-bold labels, a sort button where the column sorts, a resize handle on the right edge.
  '& .lg-colhead': { position: 'relative', fontWeight: 600, gap: 0.5 },
  '& .lg-sort': {
    // The whole header sorts, as a click anywhere on it would be expected to.
    all: 'unset', flex: '1 1 auto', alignSelf: 'stretch', display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, cursor: 'pointer', borderRadius: 0.5,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .lg-arrow': { width: 18, height: 18, flex: 'none', fill: 'currentColor', color: 'text.secondary', opacity: 0, transition: 'transform 150ms, opacity 150ms' },
  '& .lg-sort:hover .lg-arrow': { opacity: 0.5 },
  '& [aria-sort] .lg-arrow, & [aria-sort] .lg-sort:hover .lg-arrow': { opacity: 1 },
  '& [aria-sort="descending"] .lg-arrow': { transform: 'rotate(180deg)' },
  '& .lg-resize': {
    position: 'absolute', top: 8, bottom: 8, right: -4, width: 9, zIndex: 1, cursor: 'col-resize', touchAction: 'none',
    display: 'flex', justifyContent: 'center',
    '&::after': { content: '""', width: '1px', height: '100%', bgcolor: 'divider' },
    '&:hover::after, &[data-dragging]::after, &:focus-visible::after': { width: '3px', bgcolor: 'primary.main' },
    '&:focus-visible': { outline: 'none' },
  },
  // The selection checkbox: a native input (keyboard, forms, screen readers) drawn as MUI's, in the primary colour.
  '& .lg-check': {
    position: 'relative', display: 'inline-flex', width: 36, height: 36, borderRadius: '50%', flex: 'none',
    alignItems: 'center', justifyContent: 'center', color: 'text.secondary',
    '&:hover': { bgcolor: 'action.hover' },
    '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
    '& svg': { width: 24, height: 24, fill: 'currentColor', pointerEvents: 'none' },
    '& .on, & .some': { display: 'none' },
    '&:has(input:checked)': { color: 'primary.main', '& .off': { display: 'none' }, '& .on': { display: 'block' } },
    '&:has(input:indeterminate)': { color: 'primary.main', '& .off': { display: 'none' }, '& .some': { display: 'block' } },
    '&:has(input:focus-visible)': { bgcolor: 'action.focus' },
  },
  // A status as an outlined small chip (MUI's Chip, drawn by class).
  '& .lg-chip': {
    display: 'inline-flex', alignItems: 'center', height: 24, px: 1, borderRadius: 3, border: 1, borderColor: 'divider',
    fontSize: theme.typography.pxToRem(13), lineHeight: 1, whiteSpace: 'nowrap', color: 'text.primary',
  },
  ...Object.fromEntries(CHIP_COLOURS.map((c) => [`& .lg-chip-${c}`, { borderColor: `${c}.main`, color: theme.palette.mode === 'dark' ? `${c}.light` : `${c}.dark` }])),
  // Over the first row, under the header, wherever the rows are scrolled to.
  '& .lg-progress': { position: 'sticky', top: 0, left: 0, zIndex: 3, height: 0, '& > *': { top: HEADER_HEIGHT - 2 } },
  '& .lg-skeleton': { mx: 1.25, my: 'auto', height: 14, borderRadius: 0.5, bgcolor: 'action.hover' },
  // The empty and error states fill the room under the header, their message in its middle.
  '& .lg-overlay': { position: 'sticky', left: 0, width: '100%', minHeight: `calc(100% - ${HEADER_HEIGHT}px)`, display: 'flex', '& > *': { flex: 1, height: 'auto' } },
});
