import { describe, expect, it } from 'vitest';
import { coachTopic, normalizeText } from './coach';

describe('normalizeText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('PENSIÓNE È Più')).toBe('pensione e piu');
  });
});

describe('coachTopic', () => {
  it.each([
    ['Quando potrò andare in pensione?', 'pension'],
    ['Come funziona la previdenza complementare?', 'pension'],
    ['When can I retire with a good pension?', 'pension'],
    ['Quante tasse pagherò quest’anno?', 'tax'],
    ['Ho dubbi sul fisco', 'tax'],
    ['How do I lower my tax bill?', 'tax'],
    ['Mi serve un’assicurazione sulla vita?', 'insurance'],
    ['Is my insurance enough?', 'insurance'],
    ['Quanti mesi copre il mio fondo di emergenza?', 'emergency'],
    ['Quanto mettere da parte per gli imprevisti?', 'emergency'],
    ['Come posso risparmiare di più?', 'saving'],
    ['Tips for saving money', 'saving'],
    ['Meglio comprare casa o restare in affitto?', 'house'],
    ['Should I buy a house or rent?', 'house'],
    ['Qual è il tasso del mutuo migliore?', 'house'],
    ['Ciao, come stai?', 'generic'],
    ['', 'generic'],
    ['   ', 'generic'],
  ] as const)('%j → %s', (question, topic) => {
    expect(coachTopic(question)).toBe(topic);
  });

  it('ignores case and accents', () => {
    expect(coachTopic('PENSIONE')).toBe('pension');
    expect(coachTopic('Pensióne')).toBe('pension');
    expect(coachTopic('ASSICURAZIONE')).toBe('insurance');
  });

  it('matches whole-word prefixes only', () => {
    expect(coachTopic('sospensione del pagamento')).toBe('generic');
  });
});
