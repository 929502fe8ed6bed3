import { HockeyStick, Volleyball } from 'lucide-react';
import type { Sport } from '#shared/sports/sports.ts';

/** A handball: a ball with the panel seams that tell it from a volleyball. */
function HandballIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m12 7 4.5 3.3-1.7 5.2H9.2l-1.7-5.2Z" />
      <path d="M12 7V2M16.5 10.3l4.8-1.6M14.8 15.5l2.9 4.1M9.2 15.5l-2.9 4.1M7.5 10.3 2.7 8.7" />
    </svg>
  );
}

export function SportIcon({ sport, className }: { sport: Sport; className?: string }) {
  if (sport === 'unihockey') return <HockeyStick aria-hidden className={className} />;
  if (sport === 'volleyball') return <Volleyball aria-hidden className={className} />;
  return <HandballIcon className={className} />;
}
