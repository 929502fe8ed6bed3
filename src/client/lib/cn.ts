import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping false and empty values. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
