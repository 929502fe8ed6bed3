/// <reference types="vite/client" />

/** The landing hero's sample posts in one language, drawn at build time (vite.config.ts). */
declare module 'virtual:landing-sample-posts/*' {
  import type { SvgNode } from '#shared/render/svg-tree.ts';

  const posts: SvgNode[];
  export default posts;
}
