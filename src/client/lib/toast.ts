import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { i18n } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api-client.ts';

export interface ToastMessage {
  title?: string;
  description?: string;
}

type Sonner = typeof SonnerModule;

/**
 * The toast library loads with the first toast (or the first page that may show one, see
 * `useToasterWanted`), not with the landing page. Toasts made before the layout's Toaster has
 * mounted appear once it has (sonner keeps them).
 */
let sonner: Promise<Sonner> | undefined;
let toasterWanted = false;
const listeners = new Set<() => void>();

/** Asks the layout to mount the Toaster; loads the library. */
export function requestToaster(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** True once a toast was made or asked for: the layout then mounts the Toaster, for good. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

function show(kind: 'success' | 'info' | 'error', title: string, description?: string): void {
  void requestToaster().then(({ toast }) => toast[kind](title, { description }));
}

/**
 * The app's toasts (docs/product.md section 8). Errors are destructive toasts whose title defaults to
 * 'Fehler' / 'Error' in the active language.
 */
export const toast = {
  success({ title, description }: ToastMessage & { title: string }): void {
    show('success', title, description);
  },
  info({ title, description }: ToastMessage & { title: string }): void {
    show('info', title, description);
  },
  error({ title, description }: ToastMessage = {}): void {
    show('error', title ?? i18n.t('toast.errorTitle'), description);
  },
};

/** The server's message of a failed request, as a toast's text; none for any other failure. */
export function serverMessage(cause: unknown): string | undefined {
  return cause instanceof ApiError ? cause.message : undefined;
}

/** A failed request's toast: the server's message, or `fallback` for any other failure. */
export function failureToast(fallback: string) {
  return (cause: unknown) => toast.error({ description: serverMessage(cause) ?? fallback });
}

/** A change's toasts, as a mutation's handlers: `title` once it is done, why not if it failed. */
export function changeToasts(title: string) {
  return {
    onSuccess: () => toast.success({ title }),
    onError: (cause: unknown) => toast.error({ description: serverMessage(cause) }),
  };
}
