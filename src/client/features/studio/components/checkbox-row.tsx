import { cn } from '#client/lib/cn.ts';

/** A studio option that is on or off: a checkbox with its label beside it, the whole row clickable. */
export function CheckboxRow({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
  className?: string;
}) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium select-none',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand"
      />
      {label}
    </label>
  );
}
