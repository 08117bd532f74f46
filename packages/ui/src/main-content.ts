/** The id of the page's one `<main>`: the skip link's target, and where focus goes back to. */
export const MAIN_CONTENT_ID = 'contenuto';
