/** The site's profile as the other modules read it: the letterhead of tickets and files, the weather's place, the language. */
export { type Letterhead, readLetterhead, readSiteProfile, type SiteProfile } from './profile.js';
export { readWeightDisplay } from './weights.js';
export { localeOf } from './locale.js';
export { readShiftPattern } from './shifts.js';
