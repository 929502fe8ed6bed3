import { cn } from '#client/lib/cn.ts';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
  id?: string;
}

/** Eyebrow, title and lead of a landing section: the page's one heading style. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'center',
  id,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-3',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start',
      )}
    >
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  );
}
