import { showToast } from '../lib/toast.ts';
import { SEARCH_MESSAGES } from '../shared/messages/visitors.ts';
import { lazyCombobox } from './lazy-combobox.ts';

for (const form of document.querySelectorAll<HTMLFormElement>('[data-blog-search]')) {
  lazyCombobox(form, {
    filters: { type: form.dataset.searchType! },
    onNoResult: () => void showToast(SEARCH_MESSAGES.blogSearchToast),
  });
}
