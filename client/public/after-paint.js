/* global document, requestAnimationFrame */
// Starts the app's script only once the page sent drawn (the crisis page) has been painted, so on a slow
// phone network its lines are shown first and the script does not share the connection with them.
(function () {
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = app;
      document.body.appendChild(script);
    }, 0);
  });
})();
