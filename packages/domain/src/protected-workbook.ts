// What every import (a bank statement, a list of clients) says of a workbook under a password
// (import-file-kind.ts, isEncryptedWorkbook): Excel opens it, and saves it without one. A
// module of its own, so that the first loads, which check a file's kind, do not carry it.

export const PROTECTED_WORKBOOK_MESSAGE =
  'La cartella di lavoro Excel è protetta da password: aprila in Excel, togli la password (File › Informazioni › Proteggi cartella di lavoro › Crittografa con password) e salvala, oppure salvala come CSV.';
