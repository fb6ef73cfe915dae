import { useQuery } from '../api/use-query';
import { TemplateSizesDocument } from '../generated/graphql';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Checkbox, Field } from '../ui/field';
import { NumberField } from '../ui/number-field';
import { Select } from '../ui/select';
import { PDF_STANDARDS, pressSnapBody, usePressOptions } from './press-options';

interface Props {
  uuid: string;
  width: number;
  height: number;
  readOnly: boolean;
  /** The canvas becomes this print page (saved with the draft; the API stores its Print preset). */
  setPage(width: number, height: number): void;
  onClose(): void;
}

const SCREEN = '';

/**
 * The template's print settings (docs/studio.md "Print settings"): its page, a Print size preset,
 * which is the template's own and saved with its draft; and what its PDFs for the press ask for (the
 * standard, bleed, crop marks), which the API takes per snap: kept in this browser, shown as the
 * snap body that asks for them.
 */
export function PrintSettingsDialog({ uuid, width, height, readOnly, setPage, onClose }: Props) {
  const presets = (useQuery(TemplateSizesDocument).data?.templateSizes ?? []).filter((s) => s.platform === 'Print');
  const [press, setPress] = usePressOptions(uuid);
  const page = presets.find((p) => p.width === width && p.height === height);
  const options = [
    ...(page ? [] : [{ value: SCREEN, label: `Screen, ${width} × ${height} px (no print page)` }]),
    ...presets.map((p) => ({ value: p.size, label: p.name })),
  ];
  const body = pressSnapBody(uuid, press, page !== undefined);
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
        hint="A Print size is a page of that physical size in PDFs; bleed and crop marks need one."
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
            value={press.pdf_standard}
            options={PDF_STANDARDS}
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
          value={press.bleed}
          disabled={!page}
          onChange={(bleed) => setPress({ bleed: bleed ?? 0 })}
        />
        <Checkbox
          label="Crop marks"
          checked={press.crop_marks}
          disabled={!page}
          onChange={(crop_marks) => setPress({ crop_marks })}
        />
        <p class="hint">
          A PDF snap asks for these itself (they are kept in this browser): render this template for the press with
        </p>
        <pre tabIndex={0}>{JSON.stringify(body, null, 2)}</pre>
      </fieldset>
    </Dialog>
  );
}
