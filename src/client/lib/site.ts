/** Where visitors reach the people behind Matchpost (about section, footer, Premium plan). */
export const CONTACT_EMAIL = 'kontakt@matchpost.ch';

/** The licence of the site's content, named in the footer. */
export const CONTENT_LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
