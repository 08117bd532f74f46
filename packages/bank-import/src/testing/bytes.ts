// The bytes helpers live with the decoder, in domain; here under their old name.
export { oleBytes, utf8, windows1252 } from '@traguardo/domain/testing/bytes';
