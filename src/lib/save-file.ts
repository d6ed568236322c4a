/**
 * How long a saved file's object URL lives. Firefox and Safari may read the URL after the click has returned,
 * so revoking it straight away can cancel the download; a minute is ample, and then the memory is freed.
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands `text` to the browser as a download named `name`. */
export function saveFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
