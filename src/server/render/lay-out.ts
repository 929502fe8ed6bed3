import { buildPost } from '#shared/render/build-post.ts';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { buildWeekendPost } from '#shared/render/build-weekend-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { PostLayout } from '#server/render/render-protocol.ts';

/** A post laid out by the shared renderer from its plain inputs (a render thread, the CLI's SVG). */
export function layOut(layout: PostLayout): RenderedPost {
  switch (layout.kind) {
    case 'game':
      return buildPost(layout.input);
    case 'standings':
      return buildStandingsPost(layout.input);
    case 'weekend':
      return buildWeekendPost(layout.input);
    case 'laid-out':
      return layout.post;
  }
}
