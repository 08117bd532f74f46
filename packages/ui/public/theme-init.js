/* global document, window, queueMicrotask, Element, Event, HTMLInputElement, HTMLTextAreaElement, URLSearchParams */
// Runs before the first paint (a classic, render-blocking script in <head>, external so the
// CSP keeps script-src 'self'): puts the stored theme choice, or the system's, on <html> as
// data-theme so a dark page never flashes white. It keeps following the system and other
// tabs; a choice made in this tab is applied by packages/ui/src/theme-preference.ts, which
// mirrors the rule of resolveTheme in @traguardo/domain/theme. Tiny and dependency-free.
//
// It also marks <html> when this app keeps state on the device (a key under the app's
// prefix that is not a backup): the stylesheet then keeps the build's sample content out of
// sight until applyStoredState has put the visitor's own in its place (see
// packages/persistence/src/stored-state-mark.ts, which names all of it), and when the query
// makes the build's markup another page's (packages/app-runtime/src/prerendered-page.ts). And it holds
// a click on a prerendered button until the app can take it (PAGE_LIVE_EVENT, same file).
(function () {
  var script = document.currentScript;
  var key = script && script.getAttribute('data-storage-key');
  var system = window.matchMedia('(prefers-color-scheme: dark)');

  function apply() {
    var choice = null;
    try {
      choice = key ? window.localStorage.getItem(key) : null;
    } catch {
      // Storage refused (private mode): follow the system.
    }
    var dark = choice === 'dark' || (choice !== 'light' && system.matches);
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  }

  function markStoredState() {
    var prefix = script && script.getAttribute('data-stored-state-prefix');
    var backup = script && script.getAttribute('data-stored-state-backup');
    var mark = script && script.getAttribute('data-stored-state-mark');
    if (!prefix || !backup || !mark) return;
    try {
      var storage = window.localStorage;
      for (var index = 0; index < storage.length; index += 1) {
        var name = storage.key(index);
        if (name && name.indexOf(prefix) === 0 && name.indexOf(backup) === -1) {
          document.documentElement.setAttribute(mark, 'pending');
          return;
        }
      }
    } catch {
      // Storage refused: nothing stored will be applied, the sample content is what shows.
    }
  }

  // A query that changes what the screen shows (a filter) makes the build's markup another
  // page's: it stays out of sight until the app has rendered this address (mountApp).
  function markRenderedAfresh() {
    var mark = script && script.getAttribute('data-rendered-afresh-mark');
    var keeps = script && script.getAttribute('data-rendered-afresh-keeps');
    if (!mark) return;
    var params = new URLSearchParams(window.location.search);
    if (keeps) params.delete(keeps);
    if (params.toString() !== '') document.documentElement.setAttribute(mark, '');
  }

  // Until React has the prerendered page its buttons and choices have no handler: a click on
  // one would be lost, submit a form natively or tick a radio React does not know of. It is
  // held (its default too) and made again once mountApp says the page is live; a control the
  // first render replaced is let go. Links work natively before any script.
  function holdEarlyInput() {
    var live = script && script.getAttribute('data-page-live-event');
    if (!live) return;
    var held = [];
    // The button, radio or checkbox (or switch) a click in #root is for; a label stands for
    // its control. Links work natively; text typed is handed over below.
    function controlOf(target) {
      if (!(target instanceof Element) || !target.closest('#root')) return null;
      var label = target.closest('label');
      var control = label && label.control ? label.control : target.closest('button, input');
      if (!control || control.disabled) return null;
      if (control.tagName === 'BUTTON') return control;
      return control.type === 'radio' || control.type === 'checkbox' ? control : null;
    }
    function hold(event) {
      var control = controlOf(event.target);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      if (held.indexOf(control) === -1) held.push(control);
    }
    // Text typed into a field meanwhile stays in the field but never reached React's state
    // (a counter, a send button): it is handed over as input events once the page is live,
    // through the native setter so React sees the value change.
    var typed = [];
    function noteTyping(event) {
      var field = event.target;
      var text = field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement;
      if (!text || !field.closest('#root') || field.type === 'radio' || field.type === 'checkbox')
        return;
      var entry = typed.find(function (candidate) {
        return candidate.field === field;
      });
      if (entry) entry.value = field.value;
      else typed.push({ field: field, value: field.value });
    }
    function handOver(entry) {
      var field = entry.field;
      if (!field.isConnected) return;
      var setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
      ['', entry.value].forEach(function (value) {
        setValue.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    // Enter in a form's text field asks to submit the form, which the browser does not do
    // while the form's button is off (React has not seen the text yet): it is asked again.
    var submitted = [];
    function holdEnter(event) {
      var field = event.target;
      if (event.key !== 'Enter' || event.isComposing || !(field instanceof HTMLInputElement))
        return;
      if (!field.form || !field.closest('#root')) return;
      event.preventDefault();
      if (submitted.indexOf(field.form) === -1) submitted.push(field.form);
    }
    document.addEventListener('click', hold, true);
    document.addEventListener('input', noteTyping, true);
    document.addEventListener('keydown', holdEnter, true);
    document.addEventListener(
      live,
      function () {
        document.removeEventListener('click', hold, true);
        document.removeEventListener('input', noteTyping, true);
        document.removeEventListener('keydown', holdEnter, true);
        typed.forEach(handOver);
        // Once React has rendered the text handed over (it does in a microtask queued
        // before this one), so that a button the text turns on is on.
        queueMicrotask(function () {
          submitted.forEach(function (form) {
            if (form.isConnected) form.requestSubmit();
          });
          held.forEach(function (control) {
            if (control.isConnected) control.click();
          });
        });
      },
      { once: true },
    );
  }

  apply();
  markStoredState();
  markRenderedAfresh();
  holdEarlyInput();
  system.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === key) apply();
  });
})();
