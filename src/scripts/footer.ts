// The copyright shows the visitor's current year, not the year the static build ran.
for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}

// Terms and Privacy Policy have no page yet (docs/spec.md §2); their links stay put.
for (const link of document.querySelectorAll('[data-no-target]')) {
  link.addEventListener('click', (event) => event.preventDefault());
}
