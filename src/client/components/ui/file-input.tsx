import type { ComponentProps } from 'react';

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
