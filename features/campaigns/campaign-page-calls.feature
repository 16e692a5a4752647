@campaigns
Feature: What the campaign page asks the backend
  Spec 2 §7: the campaign page follows, stops and feeds a run through the calls the spec lists;
  the scenarios read the calls the demo backend received. View-model level only: the browser
  scenarios of the campaign page already cover what shows on screen.

  Background:
    Given Riley Planner is signed in
    And they have created the campaign "Called Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step

  @R2.7.17
  Scenario: an open campaign page follows its run's status
    When they open the campaign "Called Run"
    Then the demo backend received "GET /api/v2/orchestration/*/status"

  @R2.7.18
  Scenario: stopping the run sends the stop of that run
    When they open the campaign "Called Run"
    And they stop the orchestration
    Then the demo backend received "POST /api/v2/orchestration/*/stop"

  @R2.7.24 @R2.7.19
  Scenario: uploaded creatives go to the campaign, and the page follows their message
    When they open the campaign "Called Run"
    And the campaign run finishes its steps
    And they upload the creatives "creatives-spring-trail.zip"
    Then the demo backend received "POST /api/v2/campaigns/*/upload-creatives" carrying "files"
    And the demo backend received "GET /api/v2/message/*/status"

  @R2.9.04
  Scenario: the page asks about its run every 3 seconds
    When they open the campaign "Called Run"
    Then over 9 seconds the demo backend receives "GET /api/v2/orchestration/*/status" 3 times

  @R2.9.04
  Scenario: creatives being assigned are asked about every 5 seconds
    When they open the campaign "Called Run"
    And the campaign run finishes its steps
    And they upload the creatives "creatives-spring-trail.zip"
    Then over 10 seconds the demo backend receives "GET /api/v2/message/*/status" 2 times

  @R2.7.32 @R2.9.06
  Scenario: the campaign is read again a second after creatives are uploaded
    When they open the campaign "Called Run"
    And the campaign run finishes its steps
    And they upload the creatives "creatives-spring-trail.zip"
    Then over 2 seconds the demo backend receives "GET /api/v2/campaigns/*" 1 time
