import type { IconName } from './icon-paths.ts';

/**
 * Where the site's icon sprite is served (src/pages/icons.svg.ts). Pages point at its symbols instead of carrying
 * each icon's path inline: one cached file for every page, and the paths stay out of the islands' JavaScript.
 */
const ICON_SPRITE_PATH = '/icons.svg';

/** The `<use href>` of one icon in the sprite. */
export const iconHref = (name: IconName): string => `${ICON_SPRITE_PATH}#${name}`;
