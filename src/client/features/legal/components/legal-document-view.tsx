import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import type {
  LegalBlock,
  LegalDocument,
  LegalSection,
} from '#client/features/legal/content/legal-document.ts';
import type { Operator } from '#shared/site/site.schema.ts';

const link =
  'font-medium text-foreground underline decoration-muted-foreground/60 underline-offset-4 hover:decoration-foreground';

/** The operator's name, postal address (comma-separated lines) and e-mail. */
function OperatorAddress({ operator }: { operator: Operator }) {
  const lines = operator.address
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <address className="rounded-lg border bg-muted/40 px-4 py-3 not-italic" data-testid="operator">
      <span className="block font-semibold">{operator.name}</span>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {operator.email ? (
        <a href={`mailto:${operator.email}`} className={`${link} mt-1 inline-block`}>
          {operator.email}
        </a>
      ) : null}
    </address>
  );
}

function Block({ block, operator }: { block: LegalBlock; operator: Operator }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-muted-foreground">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <OperatorAddress operator={operator} />;
}

function Section({ section, operator }: { section: LegalSection; operator: Operator }) {
  return (
    <section aria-labelledby={section.id} className="flex scroll-mt-24 flex-col gap-3">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold tracking-tight">
        {section.title}
      </h2>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} operator={operator} />
      ))}
    </section>
  );
}

interface LegalDocumentViewProps {
  document: LegalDocument;
  operator: Operator;
  /** The label of the table of contents, in the document's language. */
  contentsLabel: string;
  /** Notes and links shown below the introduction (other language, language notes). */
  notes?: ReactNode;
}

/**
 * One legal document at a readable measure (about 70 characters): version, title, introduction,
 * a table of contents for the long ones, and its sections, each an h2.
 */
export function LegalDocumentView({
  document,
  operator,
  contentsLabel,
  notes,
}: LegalDocumentViewProps) {
  return (
    <article
      lang={document.lang}
      className="mx-auto flex max-w-[70ch] flex-col gap-8 text-base leading-relaxed break-words"
    >
      <header className="flex flex-col gap-3">
        <Badge variant="outline" className="self-start">
          {document.version}
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {document.title}
        </h1>
        <p className="text-lg text-muted-foreground">{document.intro}</p>
        {notes}
      </header>
      {document.contents ? (
        <nav aria-labelledby="legal-contents" className="rounded-xl border px-5 py-4">
          <p id="legal-contents" className="mb-2 text-sm font-semibold">
            {contentsLabel}
          </p>
          <ol className="flex flex-col gap-1.5 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={link}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section) => (
        <Section key={section.id} section={section} operator={operator} />
      ))}
    </article>
  );
}
