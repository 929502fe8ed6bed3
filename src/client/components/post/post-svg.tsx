import { createElement, memo, useMemo, type ReactNode } from 'react';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import { reactProps, textContent, type SvgNode } from '#shared/render/svg-tree.ts';
// The same TTF files the server renders with: what the preview shows is what the PNG shows.
import '#shared/render/fonts.css';

function toReact(node: SvgNode, key: number): ReactNode {
  const children = node.text ?? node.children?.map(toReact);
  return createElement(node.tag, { key, ...reactProps(node.attrs) }, children);
}

/** The children of a rendered post's tree as React SVG elements, for a drawing of one's own. */
export const PostSvgContent = memo(function PostSvgContent({ tree }: { tree: SvgNode }) {
  return <>{tree.children?.map(toReact)}</>;
});

/**
 * The shared renderer's tree as React SVG elements, drawn at `width` (the canvas keeps its own
 * coordinates through the viewBox). Shrinks with its container on very narrow screens.
 */
export const PostSvg = memo(function PostSvg({
  post,
  width,
  height,
  label,
}: {
  post: RenderedPost;
  width: number;
  height: number;
  label: string;
}) {
  const tree = useMemo(() => postSvg(post, 'all'), [post]);
  const description = useMemo(() => textContent(tree).join(' '), [tree]);
  const { viewBox } = tree.attrs;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={String(viewBox)}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      aria-description={description}
      data-testid="post-preview"
      className="block h-auto max-w-full select-none"
      style={{ width, aspectRatio: `${post.width} / ${post.height}` }}
    >
      {tree.children?.map(toReact)}
    </svg>
  );
});
