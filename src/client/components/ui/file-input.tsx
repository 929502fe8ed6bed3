import { useRef, type ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The file field behind an upload button: out of sight and out of the tab order (the button is
 * what a person reaches), it hands over the one file chosen and then forgets it, so that choosing
 * the same file again is noticed too.
 */
export function FileInput({
  onFile,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'className' | 'tabIndex' | 'onChange'> & {
  onFile(file: File): void;
}) {
  return (
    <input
      type="file"
      className="sr-only"
      tabIndex={-1}
      {...props}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/**
 * An upload button with its file field right after it: a click on the button opens the browser's
 * file chooser, and the field is named by the button's `label` (for a screen reader and a test).
 */
export function FileButton({
  label,
  accept,
  testId,
  onFile,
  ...button
}: Omit<ComponentProps<typeof Button>, 'type' | 'onClick'> & {
  label: string;
  accept: string;
  testId: string;
  onFile(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" {...button} onClick={() => input.current?.click()} />
      <FileInput
        ref={input}
        accept={accept}
        aria-label={label}
        data-testid={testId}
        onFile={onFile}
      />
    </>
  );
}
