/* global document, window */
// Runs before the first paint (a classic, render-blocking script in <head>, external so the
// CSP keeps script-src 'self'): puts the stored theme choice, or the system's, on <html> as
// data-theme so a dark page never flashes white. It keeps following the system and other
// tabs; a choice made in this tab is applied by packages/ui/src/theme-preference.ts, which
// mirrors the rule of resolveTheme in @traguardo/domain/theme. Tiny and dependency-free.
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

  apply();
  system.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === key) apply();
  });
})();
