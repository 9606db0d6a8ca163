/*
 * First paint in the appearance this browser showed last, before the app's script runs, so that a dark
 * page does not flash light on load: the colour scheme (Mantine's attribute) and the table density. The
 * keys are those of src/app/preferences/stored-appearance.ts (stored-appearance.test.ts checks it); the app
 * corrects both as soon as it knows the user's preferences. A file, not an inline script: the
 * Content-Security-Policy runs only the site's own files.
 */
/* global document */
(function () {
  var root = document.documentElement;
  var scheme = 'light';
  var density = 'comfortable';
  try {
    scheme = localStorage.getItem('weighbridge.color-scheme') === 'dark' ? 'dark' : 'light';
    density = localStorage.getItem('weighbridge.table-density') === 'compact' ? 'compact' : 'comfortable';
  } catch {
    // A browser that keeps nothing paints in the defaults.
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.setAttribute('data-table-density', density);
})();
