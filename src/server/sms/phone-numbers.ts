import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Where a text message to a number goes and whether it is a mobile number (ADR 051). The ranges
 * are libphonenumber-js's "max" metadata: Google libphonenumber's `PhoneNumberMetadata.xml`,
 * the number ranges and their types (mobile, fixed line, premium rate, ...) per country as the
 * national numbering plans assign them, released again by the package whenever Google's file
 * changes. Keeping the package current keeps the ranges current.
 */
export interface SmsDestination {
  /** ISO 3166 region of the number ('CH'), or null for a number of no country (+881, +882). */
  country: string | null;
  /**
   * The block of numbers the daily caps across users count: the country calling code and the
   * first three digits of the national number ('+41791' for 079 1xx xx xx).
   */
  prefix: string;
  /** A mobile number (or, where the plan cannot tell mobile from fixed lines, possibly one). */
  mobile: boolean;
}

/** Where a message to `phone` (E.164, as the MFA input rules store it) would go. */
export function smsDestination(phone: string): SmsDestination {
  const number = parsePhoneNumberFromString(phone);
  if (!number) return { country: null, prefix: phone.slice(0, 7), mobile: false };
  const type = number.isValid() ? number.getType() : undefined;
  return {
    country: number.country ?? null,
    prefix: `+${number.countryCallingCode}${number.nationalNumber.slice(0, 3)}`,
    // Premium rate, shared cost, toll free, VoIP, personal numbers and pagers are none of these.
    mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
  };
}

/** Whether the destination is a mobile number of one of `countries`. */
export function smsAllowed(destination: SmsDestination, countries: readonly string[]): boolean {
  return (
    destination.mobile && destination.country !== null && countries.includes(destination.country)
  );
}

/** Whether `code` is an ISO 3166 region libphonenumber knows the numbers of. */
export function isSmsCountry(code: string): boolean {
  return isSupportedCountry(code);
}
