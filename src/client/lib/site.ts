/** The licence of the site's content, named in the footer. */
export const CONTENT_LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
