// fast-check arbitraries of domain entities, for property tests.
import fc from 'fast-check';
import { type Client } from '../entities';

const isoDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** Any valid client, names and e-mails included as arbitrary (hostile) text. */
export const clientArbitrary: fc.Arbitrary<Client> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  name: fc.string({ maxLength: 40 }),
  email: fc.string({ maxLength: 40 }),
  status: fc.constantFrom('green', 'yellow', 'red'),
  netWorth: fc.integer({ min: -1_000_000, max: 50_000_000 }),
  savingsRate: fc.integer({ min: 0, max: 60 }),
  emergencyFund: fc.double({ min: 0, max: 24, noNaN: true }).map((n) => Math.round(n * 10) / 10),
  investmentFee: fc.double({ min: 0, max: 3, noNaN: true }).map((n) => Math.round(n * 100) / 100),
  insuranceGap: fc.integer({ min: 0, max: 100 }),
  lastContact: isoDate,
});
