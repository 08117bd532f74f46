/** One movement as read from a statement file, before it becomes a ledger transaction. */
export interface ParsedMovement {
  /** Where it is in the file: the line of a table row, the ordinal of an OFX/CAMT entry. */
  position: number;
  /** Booking date, yyyy-mm-dd. */
  date: string;
  /** Value date, yyyy-mm-dd, when the file has one. */
  valueDate: string | null;
  description: string;
  /** Signed integer cents: negative for money going out. */
  amountCents: number;
  /** The bank's own id of the movement (OFX FITID, CAMT AcctSvcrRef/NtryRef), if any. */
  bankId: string | null;
}
