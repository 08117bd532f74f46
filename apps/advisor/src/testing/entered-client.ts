import { addClient } from '@traguardo/client-book/client-commands';
import { type ClientBookName } from '@traguardo/client-book/books';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { clientDraftOf } from '@traguardo/domain/client-draft';
import { HAND_ENTERED_CLIENT } from '@traguardo/domain/testing/factories';
import { bookOf } from '../data/book-connection';

/** Adds a client to `book` today as Nuovo cliente does, with HAND_ENTERED_CLIENT's figures. */
export async function addEnteredClient(book: ClientBookName): Promise<string> {
  const today = todayLocalDate();
  const draft = clientDraftOf({ ...HAND_ENTERED_CLIENT, lastContact: today });
  return (await addClient(bookOf(book), draft, today)).id;
}
