/* Instead: study pages. An enhancement only: without JavaScript the answers are
 * plain forms and "next" is a link. After htmx swaps in an answer or a question,
 * focus moves to it, so keyboard and screen-reader users are where the page changed.
 */
(function () {
  "use strict";
  document.addEventListener("htmx:afterSettle", function () {
    var study = document.getElementById("study");
    if (!study) return;
    var target = study.querySelector("#study-result") || study.querySelector("#study-heading");
    if (target) target.focus();
  });
})();
