// The copyright shows the visitor's current year, not the year the static build ran.
for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}
