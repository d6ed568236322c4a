import { showToast } from '../lib/toast.ts';

/**
 * The spec's toast-only forms (newsletter, coming-soon, FAQ question, comment, blog search) send
 * nothing: once the browser's own checks pass (every field required, e-mails of type email) they
 * reset and show their toast. Each form names its toast in data-toast-form.
 */
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.toastForm) return;
  event.preventDefault();
  form.reset();
  void showToast(form.dataset.toastForm);
});
