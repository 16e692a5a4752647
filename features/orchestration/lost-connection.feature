Feature: A run whose status can no longer be read
  A failed status read is logged and the chat keeps polling; a run not heard of for 5 minutes
  has lost its connection and says so (spec 2 §4.1, §8; docs/decisions.md "A lost run").

  Background:
    Given Sam Super is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run offers to stop it

  @R2.8.29 @R2.4.1.12
  Scenario: Failed reads are only logged, and the run carries on once the backend answers again
    Given the demo backend stops answering
    When 60 seconds pass
    Then the first run offers to stop it
    When the demo backend answers again
    Then the first run moves on within 20 seconds

  @R1.8.07 @R2.8.06
  Scenario: A run not heard of for 5 minutes has lost its connection
    Given the demo backend refuses every "GET /api/chat/*/*/fast-track-status" with 500 "Internal Server Error"
    When 301 seconds pass
    Then the first run says "Fast track failed: Connection terminated unexpectedly"
    And the first run does not offer to stop it
