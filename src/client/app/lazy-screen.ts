import { lazy, type ComponentType } from 'react';

/**
 * A route screen loaded on first visit: each feature becomes its own chunk and the first
 * bundle stays small. Features use named exports, so the loader picks the component.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
