@browser @browser-only
Feature: Where the page sends its calls, and how long it waits for its code
  Spec 1 §7: on this machine the page calls the demo backend; served from any other host it calls
  that host plus /backend, where the real backend sits beside the app; a build with a Google
  client id signs in through Google's script, loaded in the page (a stand-in answers for Google).
  Spec 1 §9: a piece of the app's code that does not arrive fails after 120000 ms. Only a page
  has an address, loads scripts and loads its code in pieces: no view-model run.

  @R1.7.02 @R1.7.18 @R1.9.05
  Scenario: the backend's address follows the page's host, Google's script signs in, and a screen's code is waited for 120 s
    Given nobody is signed in
    Then the login screen calls the demo backend and nothing else
    And the login screen served from "http://sidekick.example.com" calls "http://sidekick.example.com/backend" and nothing else
    And the login screen of a build with a Google client id, served from "http://sidekick-google.example.com", loads Google's script and signs "riley.planner@example.com" in with the token its button hands back
    Given Sam Super is signed in
    Then the link "Status" whose code does not arrive times out with "Loading chunk N failed" after 120000 ms, not before
