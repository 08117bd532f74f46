import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachReplies, coachWelcomeMessage } from '@traguardo/sample-data/coach-content';
import { demoTaxForecast } from '@traguardo/sample-data/investor-extras';
import { CHAT_MESSAGE_MAX_LENGTH } from '@traguardo/domain/constants';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { formatDate } from '@traguardo/domain/format';
import { demoLedger } from '../ledger/demo-ledger';
import { initialChatState, useChatStore } from './chat-store';
import { CHAT_STORAGE } from './storage';
import { expectStored } from '../testing/stored-state';

// The demo's pension goal opens the answer, with its simulated probability: jsdom has no
// worker, so the simulation runs on the main thread. Its date is the demo ledger's, which
// lives in the present (demo-ledger.ts), as Obiettivi shows it.
const pensionDate = formatDate(
  demoLedger(todayLocalDate()).goals.find((goal) => goal.name === 'Pensione serena')?.targetDate ??
    '',
).replaceAll('/', '\\/');
const pensionAnswer = expect.stringMatching(
  new RegExp(
    `^Il tuo obiettivo “Pensione serena” è al 11%: 42\\.300\\s€ su 400\\.000\\s€, entro il ${pensionDate}\\. Con il piano Bilanciato e il versamento attuale, la simulazione Monte Carlo dà una probabilità di raggiungerlo del \\d+%\\. Per la pensione`,
  ),
) as unknown;

// The demo's tax forecast is for the next return to file, dated from today.
const taxYear = demoTaxForecast(todayLocalDate()).year;

describe('chat store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useChatStore.setState(initialChatState());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the coach welcome message', () => {
    const { messages, pending } = useChatStore.getState();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ sender: 'ai', content: coachWelcomeMessage });
    expect(Number.isNaN(Date.parse(messages[0]?.timestamp ?? ''))).toBe(false);
    expect(pending).toBe(false);
  });

  it('appends the trimmed question, waits, then the reply of its topic', async () => {
    const sent = useChatStore.getState().send('  Quando vado in pensione?  ');
    expect(useChatStore.getState().pending).toBe(true);
    expect(useChatStore.getState().messages.at(-1)).toMatchObject({
      sender: 'user',
      content: 'Quando vado in pensione?',
    });
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    const { messages, pending } = useChatStore.getState();
    expect(pending).toBe(false);
    expect(messages.at(-1)).toMatchObject({ sender: 'ai', content: pensionAnswer });
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
  });

  it('answers an unrelated question with the generic reply', async () => {
    const sent = useChatStore.getState().send('Che tempo fa?');
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    expect(useChatStore.getState().messages.at(-1)?.content).toBe(coachReplies.generic);
  });

  it.each(['', '   ', '\n\t'])('ignores %j', async (text) => {
    expect(await useChatStore.getState().send(text)).toBe(false);
    expect(useChatStore.getState().messages).toHaveLength(1);
    expect(useChatStore.getState().pending).toBe(false);
  });

  it('ignores a send while a reply is pending', async () => {
    const first = useChatStore.getState().send('Tasse');
    await useChatStore.getState().send('Casa');
    expect(useChatStore.getState().messages).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await first;
    expect(useChatStore.getState().messages.map((m) => m.content)).toEqual([
      coachWelcomeMessage,
      'Tasse',
      expect.stringMatching(
        new RegExp(
          `^Per il ${taxYear} la previsione fiscale stima imposte per 16\\.850\\s€ e un rimborso atteso di 640\\s€\\. Sulle tasse`,
        ),
      ),
    ]);
  });

  it('refuses a message over the limit, counted after trimming', async () => {
    const longest = 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    expect(await useChatStore.getState().send(`${longest}b`)).toBe(false);
    expect(useChatStore.getState().messages).toHaveLength(1);
    expect(useChatStore.getState().pending).toBe(false);

    const sent = useChatStore.getState().send(`  ${longest}  `);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await sent).toBe(true);
    expect(useChatStore.getState().messages[1]?.content).toBe(longest);
  });

  it('stores the conversation but not the pending flag', async () => {
    const sent = useChatStore.getState().send('Tasse');
    expectStored(CHAT_STORAGE, { messages: useChatStore.getState().messages });
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    expectStored(CHAT_STORAGE, { messages: useChatStore.getState().messages });
  });

  it('a reset during the wait drops the question and its answer', async () => {
    const sent = useChatStore.getState().send('Tasse');
    useChatStore.getState().reset();
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    const { messages, pending } = useChatStore.getState();
    expect(messages.map((m) => m.content)).toEqual([coachWelcomeMessage]);
    expect(pending).toBe(false);
  });

  it('answers a question left without reply, once', async () => {
    useChatStore.setState({
      messages: [
        ...initialChatState().messages,
        {
          id: 'msg-rimasto',
          sender: 'user',
          content: 'E la pensione?',
          timestamp: '2026-11-23T10:00:00.000Z',
        },
      ],
    });
    const first = useChatStore.getState().answerUnanswered();
    const second = useChatStore.getState().answerUnanswered();
    expect(useChatStore.getState().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all([first, second]);
    const { messages, pending } = useChatStore.getState();
    expect(pending).toBe(false);
    expect(messages).toHaveLength(3);
    expect(messages.at(-1)).toMatchObject({ sender: 'ai', content: pensionAnswer });
  });

  it('does not answer again a question another tab answered meanwhile', async () => {
    const question = {
      id: 'msg-condiviso',
      sender: 'user' as const,
      content: 'E la pensione?',
      timestamp: '2026-11-23T10:00:00.000Z',
    };
    useChatStore.setState({ messages: [...initialChatState().messages, question] });
    const resumed = useChatStore.getState().answerUnanswered();
    // The other tab's answer arrives through storage while this one waits.
    const otherAnswer = { ...question, id: 'msg-altra-scheda', sender: 'ai' as const };
    useChatStore.setState((state) => ({ messages: [...state.messages, otherAnswer] }));
    await vi.advanceTimersByTimeAsync(2000);
    await resumed;
    expect(
      useChatStore
        .getState()
        .messages.map((m) => m.id)
        .slice(1),
    ).toEqual(['msg-condiviso', 'msg-altra-scheda']);
    expect(useChatStore.getState().pending).toBe(false);
  });

  it('answers a question asked here while another tab asks one, and keeps both', async () => {
    const welcome = useChatStore.getState().messages;
    const sent = useChatStore.getState().send('Tasse');
    const [, asked] = useChatStore.getState().messages;
    // Another tab, which has read this tab's question, asks its own and stores both.
    const other = {
      id: 'msg-altra-scheda',
      sender: 'user' as const,
      content: 'Che tempo fa?',
      timestamp: new Date().toISOString(),
    };
    localStorage.setItem(
      CHAT_STORAGE.name,
      JSON.stringify({ state: { messages: [...welcome, asked, other] }, version: 1 }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CHAT_STORAGE.name }));
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    const contents = () => useChatStore.getState().messages.map((m) => m.content);
    expect(contents()).toEqual([
      coachWelcomeMessage,
      'Tasse',
      expect.stringMatching(new RegExp(`^Per il ${taxYear} la previsione fiscale`)),
      'Che tempo fa?',
    ]);
    expectStored(CHAT_STORAGE, { messages: useChatStore.getState().messages });

    // That tab's answer comes in after this one's: it follows its own question.
    const stored = [...useChatStore.getState().messages];
    const otherAnswer = { ...other, id: 'msg-risposta-altra', sender: 'ai' as const };
    localStorage.setItem(
      CHAT_STORAGE.name,
      JSON.stringify({ state: { messages: [...stored, otherAnswer] }, version: 1 }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CHAT_STORAGE.name }));
    await vi.advanceTimersByTimeAsync(0);
    expect(useChatStore.getState().messages.map((m) => m.id)).toEqual([
      ...stored.map((m) => m.id),
      'msg-risposta-altra',
    ]);
    expect(useChatStore.getState().pending).toBe(false);
  });

  it('keeps a question another tab stored just before this one asks', async () => {
    const welcome = useChatStore.getState().messages;
    const other = {
      id: 'msg-prima',
      sender: 'user' as const,
      content: 'Che tempo fa?',
      timestamp: new Date().toISOString(),
    };
    // Stored by the other tab; its 'storage' event has not reached this tab yet.
    localStorage.setItem(
      CHAT_STORAGE.name,
      JSON.stringify({ state: { messages: [...welcome, other] }, version: 1 }),
    );
    const sent = useChatStore.getState().send('Tasse');
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    expect(
      useChatStore
        .getState()
        .messages.map((m) => m.content)
        .slice(0, 3),
    ).toEqual([coachWelcomeMessage, 'Che tempo fa?', 'Tasse']);
    expect(useChatStore.getState().messages.at(-1)?.sender).toBe('ai');
  });

  it('answers every question left without answer, each right after its own', async () => {
    const question = (id: string, content: string) => ({
      id,
      sender: 'user' as const,
      content,
      timestamp: '2026-11-23T10:00:00.000Z',
    });
    useChatStore.setState({
      messages: [
        ...initialChatState().messages,
        question('msg-a', 'Che tempo fa?'),
        question('msg-b', 'Tasse'),
        { ...question('msg-b-risposta', 'Risposta'), sender: 'ai' },
      ],
    });
    const resumed = useChatStore.getState().answerUnanswered();
    await vi.advanceTimersByTimeAsync(2000);
    await resumed;
    expect(useChatStore.getState().messages.map((m) => m.content)).toEqual([
      coachWelcomeMessage,
      'Che tempo fa?',
      coachReplies.generic,
      'Tasse',
      'Risposta',
    ]);
  });

  it('leaves an answered conversation alone', async () => {
    await useChatStore.getState().answerUnanswered();
    expect(useChatStore.getState().pending).toBe(false);
    expect(useChatStore.getState().messages).toHaveLength(1);
  });

  it('has a distinct reply for every topic', () => {
    expect(new Set(Object.values(coachReplies)).size).toBe(7);
  });
});
