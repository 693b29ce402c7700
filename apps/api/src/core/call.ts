// Where a call came from, as plain values a service can keep (links, consent records, login limits).
/** Scheme and port the call came by, to build links to the brand's own host on the same server. */
export interface CallOrigin {
  protocol: string;
  /** ':3000', or '' for the scheme's default port. */
  portSuffix: string;
}

/** The sender as far as the server can tell (recorded with a consent, counted by the login limits). */
export interface CallClient {
  ip: string | null;
  userAgent: string | null;
}
