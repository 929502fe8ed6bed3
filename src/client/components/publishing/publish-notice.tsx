import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';

/** Why the dialog cannot publish yet, and the way there. */
export function Notice({
  title,
  text,
  to,
  label,
}: {
  title?: string;
  text: string;
  to: string;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="publish-notice">
      <p className="text-sm">
        {title ? <span className="font-semibold">{title}: </span> : null}
        <span className="text-muted-foreground">{text}</span>
      </p>
      <DialogFooter>
        <Button asChild>
          <Link to={to}>{label}</Link>
        </Button>
      </DialogFooter>
    </div>
  );
}
