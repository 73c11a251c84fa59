import { useFormat } from '@/lib/use-format';

/** A 1-5 slider in steps of 0.1 with its value beside the label (SPEC's energy, stress and sleep). */
export function LevelSlider({
  id,
  label,
  low,
  high,
  value,
  onChange,
}: {
  id: string;
  label: string;
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const format = useFormat();
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-primary" data-testid={`${id}-value`}>
          {format.mood(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={5}
        step={0.1}
        value={value}
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 10) / 10)}
        className="mt-2 w-full accent-[var(--color-primary)]"
      />
      {/* Right to left, the range runs from the right too: low stays at the start. */}
      <div className="flex justify-between text-xs text-muted" aria-hidden>
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </div>
  );
}
