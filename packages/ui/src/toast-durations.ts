// How long toasts stay, in one place: the Toaster reads these, and so do tests that move a
// page's clock past a toast.

/** A success or plain toast stays this long. */
export const TOAST_DURATION_MS = 4000;

/** An error toast stays longer: it usually asks the user to do something. */
export const ERROR_TOAST_DURATION_MS = 6000;

/** react-hot-toast keeps a dismissed toast in the page this long while it fades out. */
export const TOAST_REMOVE_DELAY_MS = 1000;
