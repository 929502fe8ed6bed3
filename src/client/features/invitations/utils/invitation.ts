/** Whether the signed-in address is the invited one (addresses compare without case). */
export function sameAddress(signedIn: string, invited: string): boolean {
  return signedIn.trim().toLowerCase() === invited.trim().toLowerCase();
}
