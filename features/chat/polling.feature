Feature: Watching results until they are ready
  Spec 1 §4 "Polling of async results", §8 and §9: when the assistant acknowledges work that takes
  time, the chat asks for the result every 2 seconds until it is completed or failed. In a chat
  that did not exist a moment ago the first question waits 1 second. A result not stored yet
  (404) is simply asked about again. Leaving the chat ends the questions. The demo backend
  finishes a result once its processing time has passed on the scenario's clock.

  Background:
    Given Riley Planner is signed in

  @R1.4.27 @R1.4.29 @R1.9.01
  Scenario: In a new chat the result is first asked about after 1 second, then every 2 seconds
    When they send "Analyse my DV360 campaign"
    Then Sidekick says "Analysing your DV360 campaign…"
    And the result has been asked about 0 times
    When 999 milliseconds pass
    Then the result has been asked about 0 times
    When 1 millisecond passes
    Then the result has been asked about 1 time
    When 2 seconds pass
    Then the result has been asked about 2 times

  @R1.4.01 @R1.4.27
  Scenario: The result appears after its processing time, and the questions stop
    Given they have a chat "Slow launch" whose launch configuration completes in 5 seconds
    When they open the chat "Slow launch"
    And 5 seconds pass
    Then the result has been asked about 2 times
    And the result is still being prepared
    When 2 seconds pass
    Then the result has been asked about 3 times
    And the chat shows 1 results
    When 10 seconds pass
    Then the result has been asked about 3 times

  @R1.8.15
  Scenario: A result not stored yet is asked about again
    Given the demo backend does not find the result the next 2 times it is asked
    And they have a chat "Slow launch" whose launch configuration completes in 5 seconds
    When they open the chat "Slow launch"
    And 7 seconds pass
    Then the result has been asked about 3 times
    And the chat shows 1 results

  @R1.2.21 @R1.4.01 @R1.4.27
  Scenario: A failed result is no longer asked about and names its processing ID
    Given they have a chat "Failing launch" whose launch configuration fails in 3 seconds
    When they open the chat "Failing launch"
    And 5 seconds pass
    Then the result has been asked about 2 times
    And the failed result reads "The request has timed out. Please contact support referencing processing ID: {chatId}_{id}"
    When 10 seconds pass
    Then the result has been asked about 2 times

  Scenario: Starting a new canvas ends the questions
    Given they have a chat "Slow launch" whose launch configuration completes in 10 seconds
    When they open the chat "Slow launch"
    And 3 seconds pass
    Then the result has been asked about 1 time
    When they start a new canvas
    And 10 seconds pass
    Then the result has been asked about 1 time

  Scenario: Opening another chat ends the questions
    Given they have a chat "Slow launch" whose launch configuration completes in 10 seconds
    When they open the chat "Slow launch"
    And 3 seconds pass
    And they open the chat "Spring creative refresh"
    And 10 seconds pass
    Then the result has been asked about 1 time
