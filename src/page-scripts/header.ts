import './sticky-header.ts';
import './mobile-menu.ts';
import './account-state.ts';
import './session-upkeep.ts';
// In the header's chunk rather than a file of its own: one module fewer on every page.
import './search-boxes.ts';
