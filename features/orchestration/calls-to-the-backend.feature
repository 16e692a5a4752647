Feature: What the demo backend receives about runs
  The chat and the status page ask the demo backend about runs with the calls of spec 2 §7:
  a fast-track's and a Salesforce run's status, their stop, and the session statistics.

  Background:
    Given Sam Super is signed in

  @browser @R2.7.26
  Scenario: A fast-track in the chat is followed by its status
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run offers to stop it
    And the demo backend received "GET /api/chat/*/*/fast-track-status" with "userId"

  @browser @R2.7.27 @R2.7.29
  Scenario: A Salesforce run is followed by its status, and stopped by its own call
    When they attach "io-northwind-spring-trail.pdf"
    And they send "create the Salesforce opportunity"
    Then the first run offers to stop it
    And the demo backend received "GET /api/chat/*/*/salesforce-orchestration-status"
    When they stop the first run
    Then the demo backend received "POST /api/chat/*/*/stop-salesforce-orchestration"

  @browser @R2.7.02 @R2.2.2.02 @R2.2.2.08
  Scenario: The status page reads the session statistics
    When they open the status page
    Then the status page shows "Total Messages"
    And the status page shows "Files Uploaded"
    And the status page shows "Recent Orchestrations (Last 24h)"
    And the demo backend received "GET /api/stats" with "userId, accountId"

  @R2.4.1.14 @R1.4.28
  Scenario: A status the backend does not know yet is no failure: the run goes on being followed
    Given the demo backend refuses the next "GET /api/chat/*/*/fast-track-status" with 404 "Message not found"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run offers to stop it
    And the first run moves on within 20 seconds

  @R2.4.1.13
  Scenario: A finished run is not asked about again
    When they open the chat "Fast track: spring trail on Facebook"
    Then the first run shows 100%
    And over 10 seconds the demo backend receives "GET /api/chat/*/*/fast-track-status" 0 times

  @R2.4.1.12 @R2.9.01
  Scenario: A run under way is asked about every 2 seconds
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run offers to stop it
    And over 10 seconds the demo backend receives "GET /api/chat/*/*/fast-track-status" 5 times
