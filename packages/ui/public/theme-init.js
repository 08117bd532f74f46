/* global document, window, URLSearchParams */
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
// makes the build's markup another page's (packages/ui/src/prerendered-page.ts).
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

  apply();
  markStoredState();
  markRenderedAfresh();
  system.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === key) apply();
  });
})();
