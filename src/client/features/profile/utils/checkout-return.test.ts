import { describe, expect, it } from 'vitest';
import {
  checkoutReturn,
  withoutCheckoutReturn,
} from '#client/features/profile/utils/checkout-return.ts';

const query = (text: string) => new URLSearchParams(text);

describe('return from a checkout', () => {
  it('reads success and canceled', () => {
    expect(checkoutReturn(query('success=true'))).toBe('success');
    expect(checkoutReturn(query('success'))).toBe('success');
    expect(checkoutReturn(query('canceled=true'))).toBe('canceled');
    expect(checkoutReturn(query('success=false'))).toBeNull();
    expect(checkoutReturn(query('tab=x'))).toBeNull();
  });

  it('removes both values and keeps the rest of the query', () => {
    expect(withoutCheckoutReturn(query('success=true&tab=x'))?.toString()).toBe('tab=x');
    expect(withoutCheckoutReturn(query('canceled=true'))?.toString()).toBe('');
    expect(withoutCheckoutReturn(query('success=false'))?.toString()).toBe('');
  });

  it('answers null when there is nothing to remove, so the address is left alone', () => {
    expect(withoutCheckoutReturn(query('tab=x'))).toBeNull();
    expect(withoutCheckoutReturn(query(''))).toBeNull();
  });
});
