@browser @browser-only
Feature: Where the page sends its calls, and how long it waits for its code
  Spec 1 §7: on this machine the page calls the demo backend; served from any other host it calls
  that host plus /backend, where the real backend sits beside the app. Spec 1 §9: a piece of the
  app's code that does not arrive fails after 120000 ms. Only a page has an address and loads its
  code in pieces: no view-model run.

  @R1.7.02 @R1.9.05
  Scenario: the backend's address follows the page's host, and a screen's code is waited for 120 s
    Given nobody is signed in
    Then the login screen calls the demo backend and nothing else
    And the login screen served from "http://sidekick.example.com" calls "http://sidekick.example.com/backend" and nothing else
    Given Sam Super is signed in
    Then the link "Status" whose code does not arrive times out with "Loading chunk N failed" after 120000 ms, not before
