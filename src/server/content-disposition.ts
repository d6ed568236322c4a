/**
 * A Content-Disposition header naming a file: an ASCII fallback with anything unusual replaced, and the real
 * name percent-encoded (RFC 6266), so any name an applicant gave survives and none can break the header.
 */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
