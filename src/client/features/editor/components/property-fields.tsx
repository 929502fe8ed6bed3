import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clubColor, clubColorRole } from '#shared/templates/club-colors.ts';
import { parseColor, toHex } from '#shared/templates/colors.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import { useClubColors } from '#client/features/editor/hooks/use-club-colors.tsx';

/** A change to the selected element; changes under one key in a row are one undo step. */
export type UpdateProps = (props: Record<string, unknown>, key?: string) => void;

/** Small labelled inputs of the editor's side panels. */
export function Field({
  label,
  children,
  className,
  htmlFor,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  htmlFor?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/**
 * A number that is applied while typing when valid and reset to the element's value on blur when
 * not. `onChange` gets each valid value; empty is `null` when `optional`.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  suffix,
  optional = false,
  placeholder,
  testId,
}: {
  label: string;
  value: number | undefined;
  onChange(value: number | null): void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  optional?: boolean;
  placeholder?: string;
  testId?: string;
}) {
  const id = useId();
  const shown = value === undefined ? '' : String(Math.round(value * 100) / 100);
  // What the user is typing; null while the field is not being edited (it shows the value).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? shown;
  const apply = (raw: string) => {
    setDraft(raw);
    if (raw.trim() === '') {
      if (optional) onChange(null);
      return;
    }
    const number = Number(raw.replace(',', '.'));
    if (!Number.isFinite(number)) return;
    if (min !== undefined && number < min) return;
    if (max !== undefined && number > max) return;
    onChange(number);
  };
  return (
    <Field label={label} htmlFor={id}>
      <div className="relative">
        <Input
          id={id}
          inputMode="decimal"
          value={text}
          step={step}
          placeholder={placeholder}
          data-testid={testId}
          onFocus={() => setDraft(shown)}
          onBlur={() => setDraft(null)}
          onChange={(event) => apply(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            const current = Number(text.replace(',', '.')) || 0;
            const delta = (event.key === 'ArrowUp' ? 1 : -1) * step * (event.shiftKey ? 10 : 1);
            let next = Math.round((current + delta) * 100) / 100;
            if (min !== undefined) next = Math.max(min, next);
            if (max !== undefined) next = Math.min(max, next);
            apply(String(next));
          }}
          className={cn('h-9 tabular-nums', suffix && 'pr-8')}
        />
        {suffix ? (
          <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
}

/**
 * A colour swatch with the browser's picker and the hex value beside it; a club colour
 * (`club:primary`, ...) shows its colour for the user's club and its name. The two club colours
 * beside it turn the value into one: the template then takes the colours of the club it is used
 * for.
 */
export function ColorField({
  label,
  value,
  onChange,
  optional = false,
  noneLabel,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string | null): void;
  optional?: boolean;
  noneLabel?: string;
  testId?: string;
}) {
  const id = useId();
  const { t } = useTranslation();
  const club = useClubColors();
  const role = value ? clubColorRole(value) : null;
  const hex = value ? toHex6(club.resolve(value)) : '#000000';
  return (
    <Field label={label} htmlFor={id}>
      <div className="flex h-9 items-center gap-2 rounded-lg border border-input bg-background pr-1 pl-1 shadow-xs">
        <input
          id={id}
          type="color"
          value={hex}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
          className="size-7 shrink-0 cursor-pointer rounded-md border-0 bg-transparent p-0 [&::-webkit-color-swatch]:rounded-md [&::-webkit-color-swatch]:border [&::-webkit-color-swatch-wrapper]:p-0"
        />
        <span
          className={cn(
            'min-w-0 flex-1 truncate text-xs',
            role ? 'font-medium' : 'font-mono uppercase',
          )}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {role ? t(`editor.clubColors.${role}`) : (value ?? noneLabel)}
        </span>
        {(['primary', 'secondary'] as const).map((clubRole) => (
          <button
            key={clubRole}
            type="button"
            aria-label={t('editor.clubColors.use', { color: t(`editor.clubColors.${clubRole}`) })}
            title={t(`editor.clubColors.${clubRole}`)}
            aria-pressed={role === clubRole}
            onClick={() => onChange(clubColor(clubRole))}
            className="size-5 shrink-0 rounded-full border border-foreground/20 ring-offset-1 ring-offset-background aria-pressed:ring-2 aria-pressed:ring-brand"
            style={{ background: club.values[clubRole] }}
          />
        ))}
        {optional && value ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded px-1.5 py-0.5 text-xs text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            {noneLabel}
          </button>
        ) : null}
      </div>
    </Field>
  );
}

/** A colour as the colour picker takes it: #rrggbb (transparency left out). */
function toHex6(value: string): string {
  const rgba = parseColor(value);
  return rgba ? toHex(rgba) : '#000000';
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
  testId?: string;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-9 w-full rounded-lg border border-input bg-background px-2.5 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A number of pixels of the selected element: each valid value lands in `prop` (one undo step per `undoKey`). */
export function PixelField({
  label,
  prop,
  value,
  update,
  undoKey,
  min,
  max,
  testId,
}: {
  label: string;
  prop: string;
  value: number;
  update: UpdateProps;
  undoKey: string;
  min: number;
  max: number;
  testId?: string;
}) {
  return (
    <NumberField
      label={label}
      value={value}
      min={min}
      max={max}
      suffix="px"
      testId={testId}
      onChange={(next) => next !== null && update({ [prop]: next }, undoKey)}
    />
  );
}

/** A colour of the selected element (a fill or a line's stroke), written to `prop`. */
export function ColorPropField({
  label,
  prop,
  value,
  update,
  testId,
}: {
  label: string;
  prop: 'fill' | 'stroke';
  value: string;
  update: UpdateProps;
  testId: string;
}) {
  return (
    <ColorField
      label={label}
      value={value}
      onChange={(color) => color && update({ [prop]: color }, prop)}
      testId={testId}
    />
  );
}
