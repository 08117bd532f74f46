// The limits a statement file must respect before it is read (issue 33).

/** Largest file read: 20 MB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** Most rows (records of a table, entries of a statement) read from one file. */
export const MAX_IMPORT_ROWS = 200_000;

/** How many rows of the table a preview shows. */
export const PREVIEW_ROWS = 10;

/** How many records from the top are searched for the header row. */
export const HEADER_SEARCH_ROWS = 60;

/** How many unreadable rows of a table are listed one by one; the others are counted. */
export const MAX_LISTED_BAD_ROWS = 20;
