// The drop zone of an upload tab outside the entity upload page (attendance, feedback responses, PTM, exam results),
// or, when the dropped sheet's headers are not the target's, the mapping step in its place (issue 26): the same
// step as the entity upload page's, confirmed or changed before the rows are checked.
import type { UploadOperation } from '../../../schemas';
import { FileDrop } from './FileDrop';
import { MappingStep } from './MappingStep';
import type { useSheetFile } from './useSheetFile';

export interface SheetDropProps {
  sheet: Pick<ReturnType<typeof useSheetFile>, 'busy' | 'mappingStep' | 'confirmMapping' | 'cancelMapping'>;
  operation: UploadOperation;
  busyText: string;
  ready?(): boolean;
  onFiles(files: File[]): void;
}

export function SheetDrop({ sheet, operation, busyText, ready = () => true, onFiles }: SheetDropProps) {
  const step = sheet.mappingStep;
  if (!step) return <FileDrop busy={sheet.busy} busyText={busyText} ready={ready} onFiles={onFiles} />;
  return (
    <MappingStep
      key={step.file.name + JSON.stringify(step.proposal)}
      operation={operation}
      multiCentre
      proposal={step.proposal}
      problem={step.problem}
      refused={step.refused}
      busy={sheet.busy}
      onConfirm={(pairs) => void sheet.confirmMapping(pairs)}
      onCancel={sheet.cancelMapping}
    />
  );
}
