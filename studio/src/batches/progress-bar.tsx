/** A batch's progress: processed items of the total, as assistive technology reads it. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div
      class="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuenow={value}
      aria-valuemax={max}
      aria-valuetext={`${value} of ${max}`}
    >
      <div class="progress-fill" style={{ width: `${max ? (100 * value) / max : 0}%` }} />
      <span>
        {value} of {max}
      </span>
    </div>
  );
}
