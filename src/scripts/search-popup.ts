import { lazyCombobox } from './lazy-combobox.ts';

const dialog = document.querySelector<HTMLDialogElement>('[data-search-popup]');

if (dialog) {
  const form = dialog.querySelector<HTMLFormElement>('[data-search-form]')!;
  // The spec's popup gives no toast: a query without a result only resets the form.
  const combobox = lazyCombobox(form, {});
  for (const opener of document.querySelectorAll('[data-search-open]')) {
    opener.addEventListener('click', () => dialog.showModal());
  }
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    form.reset();
    combobox.clear();
  });
}
