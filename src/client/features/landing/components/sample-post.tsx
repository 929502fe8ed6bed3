import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import type { SampleGame, SampleTeam } from '#client/features/landing/utils/sample-games.ts';

function TeamBadge({ team }: { team: SampleTeam }) {
  return (
    <div className="flex w-[32%] shrink-0 flex-col items-center gap-1.5">
      <div
        className="flex aspect-square w-[70%] items-center justify-center rounded-full text-[0.8em] font-black tracking-tight shadow-lg ring-[0.25em] ring-white/20"
        style={{ backgroundColor: team.colour, color: team.textColour }}
      >
        {team.short}
      </div>
      <span className="line-clamp-2 text-center text-[0.5em] leading-tight font-bold tracking-wide text-white/90 uppercase">
        {team.name}
      </span>
    </div>
  );
}

/**
 * The 4:5 result graphic inside the phone: what a club would post. Sized in em so it scales
 * with the phone's width.
 */
export function SamplePost({ game }: { game: SampleGame }) {
  const { t } = useTranslation();
  return (
    <div
      className="relative flex aspect-[4/5] w-full flex-col overflow-hidden text-[22px] text-white"
      style={{ background: game.background }}
    >
      {/* Sporty diagonal stripes over the gradient. */}
      <div
        aria-hidden
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage: 'repeating-linear-gradient(115deg, #fff 0 2px, transparent 2px 22px)',
        }}
      />
      <div className="relative flex items-center justify-between px-[0.7em] pt-[0.7em] text-[0.42em] font-bold tracking-[0.18em] uppercase">
        <span className="rounded-full bg-white/15 px-[0.8em] py-[0.35em] backdrop-blur">
          {t(`landing.samples.${game.sport}.sport`)}
        </span>
        <span className="text-white/70">{game.league}</span>
      </div>

      <div className="relative flex flex-1 flex-col items-center justify-center gap-[0.45em]">
        <span className="text-[0.45em] font-bold tracking-[0.3em] text-white/75 uppercase">
          {t('landing.phone.finalScore')}
        </span>
        <div className="flex w-full items-start justify-center px-[0.3em]">
          <TeamBadge team={game.home} />
          <div
            className={cn(
              'flex flex-1 items-center justify-center pt-[0.1em] leading-none font-black tracking-tighter tabular-nums drop-shadow-lg',
              // Two-digit handball scores need a smaller size to stay clear of the badges.
              `${game.scoreHome}${game.scoreAway}`.length > 2 ? 'text-[1.45em]' : 'text-[2.1em]',
            )}
          >
            {game.scoreHome}
            <span className="px-[0.08em] text-white/50">:</span>
            {game.scoreAway}
          </div>
          <TeamBadge team={game.away} />
        </div>
        <span className="rounded-md bg-black/25 px-[0.6em] py-[0.25em] text-[0.42em] font-semibold tracking-wide text-white/80 tabular-nums">
          {game.resultDetail}
        </span>
      </div>

      <div className="relative flex items-center justify-between border-t border-white/10 bg-black/25 px-[0.7em] py-[0.5em] text-[0.4em] font-semibold text-white/75">
        <span className="truncate">{game.venue}</span>
        <span className="shrink-0 font-black tracking-tight text-white">matchpost</span>
      </div>
    </div>
  );
}
