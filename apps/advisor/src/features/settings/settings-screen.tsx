import { useLayoutEffect, useRef, useState } from 'react';
import { MESSAGES } from '@traguardo/domain/messages';
import { advisorTotalAum } from '@traguardo/sample-data/advisor';
import { totalAum } from '@traguardo/domain/status';
import { appHref } from '@traguardo/ui/app-links';
import { SectionCard } from '@traguardo/ui/card';
import { ThemeChoice } from '@traguardo/ui/theme-choice';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { showError, showSuccess } from '@traguardo/ui/toast';
import {
  settingsOf,
  shellSettingsDraft,
  useSettingsStore,
  withSettingsField,
  type SettingsConflict,
  type SettingsDraft,
} from '../../stores/settings-store';
import { useActiveClients } from '../../data/use-book';
import { type ClientBookName } from '@traguardo/client-book/books';
import { useBookStore } from '../../stores/book-store';
import { resetDemoData } from '../../stores/reset-demo-data';
import { BOOK_LABELS } from '../../app/book-labels';
import { BookChangedNotice, SAVE_TO_EDITED_BOOK_ID } from './book-changed-notice';
import { BrandingSection } from './branding-section';
import { DemoDataSection } from './demo-data-section';
import { FIELD_IDS, FIELD_ORDER } from './field-ids';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';
import { SettingsConflicts } from './settings-conflicts';
import { SettingsFooter } from './settings-footer';
import { YourClientsSection } from './your-clients-section';
import { hasErrors, validateSettingsDraft } from '@traguardo/domain/settings-validation';
import { usePageLive } from '@traguardo/app-runtime/page-live';

const primaryButton =
  'rounded-xl bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const secondaryButton =
  'rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function SettingsScreen() {
  const clients = useActiveClients();
  // Each book has its own settings: the demo's sample advisor, the advisor's own.
  const book = useBookStore((state) => state.book);
  const save = useSettingsStore((state) => state.save);
  // The demo's AUM is the spec's fixed figure; the own book's is its clients' total, the
  // same sum as Vitali's 'AUM totale' (undefined while the book is read).
  const aum = book === 'demo' ? advisorTotalAum : clients && totalAum(clients);
  // The saved settings are the device's: the route's HTML, and its hydration, show the form
  // with its texts empty (page-live.ts); the form takes the saved ones once the page is live.
  const live = usePageLive();
  // The form edits its own copy; the store only changes on a valid save.
  const [draft, setDraftState] = useState<SettingsDraft>(() =>
    live ? settingsOf(useSettingsStore.getState(), book) : shellSettingsDraft(),
  );
  // The saved settings the draft started from: a save writes only the fields changed
  // since, and finds the ones another tab changed meanwhile.
  const base = useRef<SettingsDraft>(draft);
  // Until the advisor edits the form, it follows the saved settings: a save in another
  // tab or the demo reset shows up here at once. Edits in progress are never overwritten.
  const edited = useRef(false);
  const setDraft = (next: SettingsDraft) => {
    edited.current = true;
    setDraftState(next);
  };
  // The book whose settings the form holds.
  const formBook = useRef(book);
  const follow = (from: ClientBookName, saved: SettingsDraft) => {
    formBook.current = from;
    base.current = saved;
    setDraftState(structuredClone(saved));
  };
  // The book the unsaved edits were made for, once another tab has opened the other one: they
  // wait for the advisor's choice (BookChangedNotice) and are never saved into the open book.
  const [stranded, setStranded] = useState<ClientBookName | null>(null);
  // A layout effect: the form takes the saved settings in the task that makes the page live,
  // so no field is ever live with the shell's empty text (focused then, the saved text would
  // come back around the caret and what is typed land after it).
  // Switching the book here starts the form over (`startOver`), so it follows that book's
  // settings; an edit begun on one book is saved into that book only (`formBook`), and when
  // another tab switches the book under it, the advisor is asked where it goes (`stranded`).
  useLayoutEffect(() => {
    if (!live) return;
    if (!edited.current) follow(book, settingsOf(useSettingsStore.getState(), book));
    else setStranded(formBook.current === book ? null : formBook.current);
    return useSettingsStore.subscribe((state) => {
      if (!edited.current) follow(book, settingsOf(state, book));
    });
  }, [live, book]);
  const formRef = useRef<HTMLFormElement>(null);
  const [conflicts, setConflicts] = useState<readonly SettingsConflict[]>([]);
  // Messages appear after the first attempt to save, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateSettingsDraft(draft) : {};

  function handleSave(form: HTMLFormElement, current: SettingsDraft = draft) {
    setAttempted(true);
    const found = validateSettingsDraft(current);
    const firstField = FIELD_ORDER.find((field) => found[field] !== undefined);
    // A ColorField holding text that is not #rrggbb never passes it up; it marks its own
    // input aria-invalid instead, and that must block saving too.
    const invalid =
      firstField === undefined
        ? form.querySelector<HTMLElement>('[aria-invalid="true"]')
        : document.getElementById(FIELD_IDS[firstField]);
    const result =
      invalid !== null || hasErrors(found)
        ? undefined
        : save(formBook.current, current, base.current);
    if (result?.status === 'conflict') {
      setConflicts(result.conflicts);
      return;
    }
    if (result?.status !== 'saved') {
      invalid?.focus();
      showError('Impostazioni non salvate', 'Correggi i campi evidenziati e riprova.');
      return;
    }
    const savedTo = formBook.current;
    const open = useBookStore.getState().book;
    if (savedTo === open) {
      edited.current = false;
      setConflicts([]);
      follow(open, settingsOf(useSettingsStore.getState(), open));
      showSuccess(MESSAGES.settingsSavedTitle, MESSAGES.settingsSavedBody);
      return;
    }
    // Saved where they were made, at the advisor's word: the form turns to the open book.
    showOpenBook();
    showSuccess(
      MESSAGES.settingsSavedTitle,
      `Le modifiche sono salvate in «${BOOK_LABELS[savedTo]}». Qui ora vedi le impostazioni di «${BOOK_LABELS[open]}».`,
    );
  }

  function resolve(form: HTMLFormElement, conflict: SettingsConflict, keep: 'mine' | 'theirs') {
    const { section, field, theirs } = conflict;
    // Either way the other tab's value has been seen: it becomes this field's base.
    base.current = withSettingsField(base.current, section, field, theirs);
    const next = keep === 'theirs' ? withSettingsField(draft, section, field, theirs) : draft;
    setDraftState(next);
    const left = conflicts.filter((c) => c !== conflict);
    setConflicts(left);
    if (left.length === 0) handleSave(form, next);
  }

  function startOver() {
    edited.current = false;
    setConflicts([]);
    setAttempted(false);
    setStranded(null);
  }

  /** Edits dropped, the form shows the open book's saved settings. */
  function showOpenBook() {
    startOver();
    const open = useBookStore.getState().book;
    follow(open, settingsOf(useSettingsStore.getState(), open));
  }

  async function resetToDemo() {
    await resetDemoData();
    // The own book's settings are not the demo's: an edit in progress there stays.
    if (formBook.current !== 'demo') return;
    showOpenBook();
  }

  function switchToInvestor() {
    // A full-page load: the role travels in the URL.
    window.location.assign(appHref('investor', 'investor'));
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4">
      <ScreenHeader title="Impostazioni" description="Profilo, branding dello studio e notifiche" />
      {stranded !== null && (
        <BookChangedNotice
          editedFor={stranded}
          open={book}
          onSave={() => {
            if (formRef.current !== null) handleSave(formRef.current);
          }}
          onDiscard={showOpenBook}
        />
      )}
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          // Edits made for the other book are saved only from the notice, named there.
          if (stranded !== null) document.getElementById(SAVE_TO_EDITED_BOOK_ID)?.focus();
          else handleSave(event.currentTarget);
        }}
      >
        <ProfileSection
          profile={draft.profile}
          onChange={(profile) => setDraft({ ...draft, profile })}
          errors={errors}
          activeClients={clients?.length}
          totalAum={aum}
        />
        <BrandingSection
          branding={draft.branding}
          onChange={(branding) => setDraft({ ...draft, branding })}
          errors={errors}
        />
        <NotificationsSection
          preferences={draft.notifications}
          onChange={(notifications) => setDraft({ ...draft, notifications })}
        />
        {conflicts.length > 0 && (
          <SettingsConflicts
            conflicts={conflicts}
            onResolve={(conflict, keep) => {
              if (formRef.current !== null) resolve(formRef.current, conflict, keep);
            }}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <button type="submit" className={primaryButton}>
            Salva Impostazioni
          </button>
          <button type="button" onClick={switchToInvestor} className={secondaryButton}>
            Passa a Modalità Investitore
          </button>
          <button type="button" className={secondaryButton}>
            Privacy
          </button>
          <button type="button" className={secondaryButton}>
            Avanzate
          </button>
        </div>
      </form>
      <YourClientsSection onSwitch={startOver} hasUnsavedEdits={() => edited.current} />
      <SectionCard title="Aspetto">
        <ThemeChoice />
      </SectionCard>
      <DemoDataSection onReset={resetToDemo} />
      <SettingsFooter demo={book === 'demo'} />
    </div>
  );
}
