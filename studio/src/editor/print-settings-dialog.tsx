import { useQuery } from '../api/use-query';
import { TemplateSizesDocument } from '../generated/graphql';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Checkbox, Field } from '../ui/field';
import { NumberField } from '../ui/number-field';
import { Select } from '../ui/select';
import { PDF_STANDARDS, withPress, type PressOptions } from './press-options';

interface Props {
  uuid: string;
  width: number;
  height: number;
  /** The template's PDF defaults (its `print`), saved with the draft as the page is. */
  print: PressOptions | null;
  readOnly: boolean;
  /** The canvas becomes this print page (saved with the draft; the API stores its Print preset). */
  setPage(width: number, height: number): void;
  setPrint(print: PressOptions | null): void;
  onClose(): void;
}

const SCREEN = '';

/**
 * The template's print settings (docs/studio.md "Print settings"): its page, a Print size preset, and
 * what its PDFs for the press ask for by default (the standard, bleed, crop marks), both the template's
 * own and saved with its draft; and the snap body that renders it for the press once published.
 */
export function PrintSettingsDialog({ uuid, width, height, print, readOnly, setPage, setPrint, onClose }: Props) {
  const presets = (useQuery(TemplateSizesDocument).data?.templateSizes ?? []).filter((s) => s.platform === 'Print');
  const setPress = (patch: Parameters<typeof withPress>[1]) => setPrint(withPress(print, patch));
  const page = presets.find((p) => p.width === width && p.height === height);
  const options = [
    ...(page ? [] : [{ value: SCREEN, label: `Screen, ${width} × ${height} px (no print page)` }]),
    ...presets.map((p) => ({ value: p.size, label: p.name })),
  ];
  // The template stores the rest: a PDF of it takes its defaults.
  const body = { template_id: uuid, type: 'pdf' };
  return (
    <Dialog
      title="Print settings"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Field
        label="Page size"
        htmlFor="print-page"
        hint="A Print size is a page of that physical size in PDFs; the press options need one."
      >
        <Select
          id="print-page"
          value={page?.size ?? SCREEN}
          options={options}
          disabled={readOnly}
          onChange={(size) => {
            const p = presets.find((s) => s.size === size);
            if (p) setPage(p.width, p.height);
          }}
        />
      </Field>
      <fieldset class="print-press">
        <legend>PDFs for the press</legend>
        <Field label="PDF standard" htmlFor="print-standard">
          <Select
            id="print-standard"
            value={print?.pdf_standard ?? ''}
            options={PDF_STANDARDS}
            disabled={readOnly || !page}
            onChange={(pdf_standard) => setPress({ pdf_standard })}
          />
        </Field>
        <NumberField
          id="print-bleed"
          label="Bleed"
          unit="mm"
          min={0}
          max={10}
          step={0.5}
          value={print?.bleed ?? 0}
          disabled={readOnly || !page}
          onChange={(bleed) => setPress({ bleed: bleed ?? 0 })}
        />
        <Checkbox
          label="Crop marks"
          checked={print?.crop_marks ?? false}
          disabled={readOnly || !page}
          onChange={(crop_marks) => setPress({ crop_marks })}
        />
        <p class="hint">
          Saved with the design: once published, every PDF of this template takes them (a render's own options win).
          Render it for the press with
        </p>
        <pre tabIndex={0}>{JSON.stringify(body, null, 2)}</pre>
      </fieldset>
    </Dialog>
  );
}
