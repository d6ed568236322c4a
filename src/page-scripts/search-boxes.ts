/**
 * The site's search boxes (the header popup, the blog sidebar's) carry none of the search's code until one
 * gets focus: then the combobox and Pagefind load. A submit before that waits for them and goes through.
 */
const searchForm = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLFormElement>('form[data-site-search]') : null;
const attach = (form: HTMLFormElement) => import('./search-combobox.ts').then(({ attachSearch }) => attachSearch(form));

document.addEventListener('focusin', (event) => {
  const form = searchForm(event.target);
  if (form) void attach(form);
});
document.addEventListener('submit', (event) => {
  const form = searchForm(event.target);
  if (!form || form.dataset.searchReady !== undefined) return;
  event.preventDefault();
  void attach(form).then(() => form.requestSubmit());
});
