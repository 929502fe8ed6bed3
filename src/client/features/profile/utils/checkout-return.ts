/**
 * The query values a checkout returns with (docs/product.md section 2, subscription): `success` or
 * `canceled`. The screen acts on them once and then removes them from the address.
 */
export type CheckoutReturn = 'success' | 'canceled';

const keys = ['success', 'canceled'] as const;

export function checkoutReturn(params: URLSearchParams): CheckoutReturn | null {
  if (params.has('success') && params.get('success') !== 'false') return 'success';
  if (params.has('canceled') && params.get('canceled') !== 'false') return 'canceled';
  return null;
}

/** The same query without the checkout's values; null when there were none to remove. */
export function withoutCheckoutReturn(params: URLSearchParams): URLSearchParams | null {
  if (!keys.some((key) => params.has(key))) return null;
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  return next;
}
