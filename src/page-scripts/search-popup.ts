// The popup's own wiring imports nothing, so the build inlines it; the search itself is search-boxes.ts.
const dialog = document.querySelector<HTMLDialogElement>('[data-search-popup]');

if (dialog) {
  const form = dialog.querySelector<HTMLFormElement>('[data-search-form]')!;
  for (const opener of document.querySelectorAll('[data-search-open]')) {
    opener.addEventListener('click', () => dialog.showModal());
  }
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Resetting also clears the combobox's results.
  dialog.addEventListener('close', () => form.reset());
}
