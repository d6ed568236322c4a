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
  // The spec's search does nothing useful: a valid query only resets the form.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.reset();
  });
}
