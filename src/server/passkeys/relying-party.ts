/**
 * The relying party every passkey is bound to: the host of SITE_URL (its ID) and SITE_URL's origin. A browser on
 * any other host cannot use the passkey, and the server refuses answers made for any other origin.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(siteUrl: string, eventName: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: eventName };
}
