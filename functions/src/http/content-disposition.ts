/**
 * The Content-Disposition of a download. A name that is not plain printable ASCII (or holds a quote or a
 * backslash) goes exactly as RFC 5987's filename* for the browsers that read it, with an ASCII stand-in as
 * filename for the others (RFC 6266); a plain name goes as filename alone.
 */
export function attachmentHeader(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
