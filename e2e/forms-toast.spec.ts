import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipPreloader } from './support/session.ts';

/**
 * The spec's toast-only forms (docs/forms.md): every field required, e-mail fields of type email, and a
 * valid submit resets the form and shows the form's own toast.
 */
interface ToastForm {
  name: string;
  path: string;
  /** Labels of the form's fields, in order; the e-mail field is the one labelled with "e-mail". */
  fields: string[];
  submit: string;
  toast: string;
  /** What to type when the form's fields need a particular value. */
  sample?: string;
}

const FORMS: ToastForm[] = [
  {
    name: 'FAQ question',
    path: '/faqs',
    fields: ['Your name', 'Your e-mail', 'Subject', 'Your question'],
    submit: 'Send Question',
    toast: 'Thanks for your Message!',
  },
  {
    name: 'blog search',
    path: '/blog-sidebar',
    fields: ['Search the blog'],
    submit: 'Search',
    toast: 'Thanks for your Message!',
    // The search opens a post that matches; only a query that finds nothing keeps the spec's toast.
    sample: 'zzqxwv',
  },
  {
    name: 'comment',
    path: '/blog-single/3',
    fields: ['Your name', 'Your e-mail', 'Your comment'],
    submit: 'Post Comment',
    toast: 'Thanks for your Comment!',
  },
  {
    name: 'coming-soon e-mail',
    path: '/coming-soon',
    fields: ['Your e-mail address'],
    submit: 'Notify Me',
    toast: 'Thanks for your Email',
  },
  {
    name: 'ticket sales newsletter',
    path: '/buy-ticket',
    fields: ['Your e-mail address'],
    submit: 'Notify Me',
    toast: 'Subscribed Successfully!',
  },
];

const isEmail = (label: string) => /e-mail/i.test(label);
const sampleValue = (label: string) => (isEmail(label) ? 'founder@example.com' : `A ${label.toLowerCase()}`);
const toasts = (page: Page) => page.getByRole('alert');
const validity = (field: Locator) =>
  field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => ({
    valueMissing: el.validity.valueMissing,
    typeMismatch: el.validity.typeMismatch,
  }));

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

for (const form of FORMS) {
  test(`the ${form.name} form on ${form.path} validates, toasts "${form.toast}" and resets`, async ({ page }) => {
    await page.goto(form.path);
    // The page's own form, not the footer newsletter that shares its label.
    const main = page.getByRole('main');
    const fields = form.fields.map((label) => main.getByLabel(label, { exact: true }));
    const submit = main.getByRole('button', { name: form.submit, exact: true });

    for (const field of fields) await expect(field).toHaveAttribute('required', '');

    // Empty: the browser blocks the submit.
    await submit.click();
    expect((await validity(fields[0]!)).valueMissing).toBe(true);

    // Every field filled but the e-mail malformed: still blocked, nothing reset.
    const emailIndex = form.fields.findIndex(isEmail);
    for (const [index, field] of fields.entries()) {
      await field.fill(index === emailIndex ? 'not-an-email' : (form.sample ?? sampleValue(form.fields[index]!)));
    }
    if (emailIndex !== -1) {
      await expect(fields[emailIndex]!).toHaveAttribute('type', 'email');
      await submit.click();
      expect((await validity(fields[emailIndex]!)).typeMismatch).toBe(true);
      await expect(fields[emailIndex]!).toHaveValue('not-an-email');
      await fields[emailIndex]!.fill('founder@example.com');
    }

    await submit.click();
    await expect(toasts(page).filter({ hasText: form.toast })).toBeVisible();
    // Exactly one toast: the blocked attempts showed none.
    await expect(toasts(page)).toHaveCount(1);
    for (const field of fields) await expect(field).toHaveValue('');
  });
}
