import { Button } from '../ui/button';
import { Contrast, Printer } from '../ui/icons';

/**
 * The top bar's print controls (docs/studio.md "Print settings"): the Print settings dialog, and the
 * soft proof, the canvas drawn as it prints (the API converts every colour through the print
 * profile to inks and back: renderDraft's `softProof`).
 */
export function PrintView({
  softProof,
  setSoftProof,
  settings,
}: {
  softProof: boolean;
  setSoftProof(on: boolean): void;
  settings(): void;
}) {
  return (
    <div class="bar-group" role="group" aria-label="Print">
      <Button
        size="sm"
        variant="ghost"
        icon={<Contrast size={14} />}
        aria-pressed={softProof}
        data-tip="The canvas as it prints, in the print profile's inks"
        onClick={() => setSoftProof(!softProof)}
      >
        Soft proof
      </Button>
      <Button size="sm" variant="ghost" icon={<Printer size={14} />} onClick={settings}>
        Print settings
      </Button>
    </div>
  );
}
