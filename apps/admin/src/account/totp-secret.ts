/** The base32 secret of an otpauth:// URL, for typing into an app by hand; '' when there is none. */
export function totpSecret(otpauthUrl: string): string {
  try {
    return new URL(otpauthUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
