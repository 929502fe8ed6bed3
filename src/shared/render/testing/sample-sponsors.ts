import type { PostSponsor, PostSponsors } from '#shared/sponsors/post-sponsors.ts';

/** Sponsors for layout tests: every logo a tiny inline picture (the layout never reads it). */
function sponsor(n: number, level: PostSponsor['level']): PostSponsor {
  return {
    id: `sponsor-${n}`,
    name: `Sponsor ${n}`,
    level,
    logoHref: `data:image/png;base64,AA${n}A`,
  };
}

/** The fullest band a look draws: two main sponsors, two partners, three supporters. */
export const fullSponsors: PostSponsors = {
  main: [sponsor(1, 'main'), sponsor(2, 'main')],
  partners: [sponsor(3, 'partner'), sponsor(4, 'partner')],
  supporters: [sponsor(5, 'supporter'), sponsor(6, 'supporter'), sponsor(7, 'supporter')],
};

export function sampleSponsor(n: number, level: PostSponsor['level']): PostSponsor {
  return sponsor(n, level);
}
