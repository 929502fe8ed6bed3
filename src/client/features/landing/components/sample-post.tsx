import { createElement, memo, type ReactNode } from 'react';
import { reactProps, type SvgNode } from '#shared/render/svg-tree.ts';
import { cn } from '#client/lib/cn.ts';
// The post fonts (the same TTF files the server renders with); only those a post uses load.
import '#shared/render/fonts.css';

function toReact(node: SvgNode, key: number): ReactNode {
  const children = node.text ?? node.children?.map(toReact);
  return createElement(node.tag, { key, ...reactProps(node.attrs) }, children);
}

/**
 * The 4:5 post inside the phone, as the product's renderer drew it (render-sample-posts.ts). The
 * box has the post's shape before the drawing arrives, so the page does not move when it does.
 */
export const SamplePost = memo(function SamplePost({ tree }: { tree: SvgNode | null }) {
  return (
    <div
      data-testid="sample-post"
      data-ready={tree !== null}
      className={cn('relative aspect-[4/5] w-full overflow-hidden', !tree && 'bg-zinc-800')}
    >
      {tree && (
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={String(tree.attrs.viewBox)}
          aria-hidden
          className="absolute inset-0 block size-full select-none"
        >
          {tree.children?.map(toReact)}
        </svg>
      )}
    </div>
  );
});
