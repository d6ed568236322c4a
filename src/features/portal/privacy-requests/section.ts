/** The rights desk below the fold: its work (and the list's request) waits until the section comes into view. */
export function wirePrivacyDesk(): void {
  const section = document.querySelector<HTMLElement>('[data-privacy-requests]');
  if (!section) return;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    void import('./desk.ts').then((desk) => desk.start(section));
  });
  seen.observe(section);
}
