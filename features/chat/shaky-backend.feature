Feature: A shaky demo backend loses nothing
  Issue 13: with the mock server in fault mode (answers that fail with 503 or come 2 s late) the
  journey still works: reads are tried again, nothing typed or attached is lost, no error is shown
  for something the user did not do, polling carries on, and the page logs no error.

  @browser @browser-only
  Scenario: Sign in, upload, send, wait for the result and export while the backend is shaky
    Given the demo backend fails or delays one answer in four
    And Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they send "Process this insertion order"
    Then the chat shows their message "Process this insertion order"
    When the assistant has finished
    Then the campaign details show "Insertion order"
    When they export the campaign details to a spreadsheet
    Then a spreadsheet opens in a new tab
    And no error is shown
