import { usePageLive } from '@traguardo/app-runtime/page-live';
import { ProfileBadge } from '@traguardo/ui/profile-badge';
import { useBookStore } from '../stores/book-store';
import { BOOK_LABELS } from './book-labels';

/** Says in the header which book is open; the book is on the device, not in the build's shell. */
export function BookLabel() {
  const live = usePageLive();
  const book = useBookStore((state) => state.book);
  return <ProfileBadge label={live ? BOOK_LABELS[book] : undefined} />;
}
