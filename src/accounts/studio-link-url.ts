/** The URL a one-time sign-in secret is used at (GET /studio/auth/link). */
export function studioLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/studio/auth/link?token=${encodeURIComponent(token)}`;
}
