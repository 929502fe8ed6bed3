import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** One card of the editor's side panel; collapsible ones open and close by their title. */
export function PanelSection({
  title,
  children,
  collapsible = false,
  defaultOpen = true,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  collapsible?: boolean;
  defaultOpen?: boolean;
  action?: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const shown = !collapsible || open;
  return (
    <section
      className="rounded-xl border bg-card text-card-foreground shadow-xs"
      aria-label={title}
      data-testid={testId}
    >
      <div className="flex h-11 items-center gap-2 px-4">
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
            className="-mx-1 flex flex-1 items-center gap-2 rounded-md px-1 py-1 text-left"
          >
            <h2 className="flex-1 text-sm font-semibold">{title}</h2>
            <ChevronDown
              aria-hidden
              className={cn(
                'size-4 text-muted-foreground transition-transform',
                open && 'rotate-180',
              )}
            />
          </button>
        ) : (
          <h2 className="flex-1 text-sm font-semibold">{title}</h2>
        )}
        {action}
      </div>
      {shown ? (
        <div id={bodyId} className="px-4 pb-4">
          {children}
        </div>
      ) : null}
    </section>
  );
}
