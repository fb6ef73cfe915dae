import { upload } from '../api/graphql-client';
import { ImportDesignDocument, type ImportDesignMutation } from '../generated/graphql';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

type DesignImport = ImportDesignMutation['importDesign'];

/** Makes a draft template from an SVG or PSD file (`importDesign`, docs/import.md); resolves with the report. */
export async function importDesign(file: File): Promise<DesignImport> {
  return (await upload(ImportDesignDocument, { file: null as unknown as File }, 'file', file)).importDesign;
}

/** What an import approximated, before the person opens the new draft in the editor. */
export function ImportReportDialog({
  result,
  onOpen,
  onClose,
}: {
  result: DesignImport;
  onOpen(uuid: string): void;
  onClose(): void;
}) {
  const { template, report } = result;
  return (
    <Dialog
      title={`Imported “${template.title}”`}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={() => onOpen(template.uuid)}>
          Open in editor
        </Button>
      }
    >
      {report.length === 0 ? (
        <p>Every part of the file was imported as it is.</p>
      ) : (
        <>
          <p>A draft template was made; these parts were approximated:</p>
          <ul class="import-report" aria-label="Import report">
            {report.map((n, i) => (
              <li key={i}>{n.layer ? `${n.layer}: ${n.message}` : n.message}</li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
