/** The site's profile as the other modules read it: the letterhead of tickets and files, the weather's place. */
export { type Letterhead, readLetterhead, readSiteProfile, type SiteProfile } from './profile.js';
export { readWeightDisplay } from './weights.js';
