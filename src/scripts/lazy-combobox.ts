import type { ComboboxOptions } from './search-combobox.ts';

/**
 * Turns a search form into a combobox on the first focus of its input: until then the page carries none
 * of the search's code (the combobox and Pagefind load together, on focus). A submit that comes before
 * the combobox is ready waits for it and then goes through it.
 */
export function lazyCombobox(form: HTMLFormElement, options: ComboboxOptions): { clear(): void } {
  const input = form.querySelector<HTMLInputElement>('[role="combobox"]')!;
  let combobox: Promise<{ clear(): void }> | undefined;
  let ready = false;
  const load = () => {
    combobox ??= import('./search-combobox.ts').then(({ searchCombobox }) => {
      ready = true;
      return searchCombobox(form, options);
    });
    return combobox;
  };
  input.addEventListener('focus', () => void load(), { once: true });
  form.addEventListener('submit', (event) => {
    if (ready) return;
    event.preventDefault();
    void load().then(() => form.requestSubmit());
  });
  return { clear: () => void combobox?.then((loaded) => loaded.clear()) };
}
