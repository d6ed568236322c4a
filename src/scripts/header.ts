import './sticky-header.ts';
import './mobile-menu.ts';
import './account-state.ts';
import './session-upkeep.ts';
