Feature: The demo script: from an insertion order to QA
  The walk of mock-server/fixtures/README.md: an insertion order fast-tracked to Facebook, then
  each next step picked from the suggestions under the latest result (spec 1 §3 agents and steps,
  §4 suggested next actions), none of them answered with the assistant's generic reply.

  @browser @R1.2.54 @R1.3.20 @R1.3.21 @R1.4.18
  Scenario: IO, fast track, screenshots, monitoring, reporting and QA, by the suggestions
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they attach "creatives-spring-trail.zip"
    And they send "Fast track this insertion order to Facebook"
    And they wait for the runs to finish
    Then the latest answer is the step "Fast track to Facebook" of "fast-track", shown as "Result"
    When they pick the suggestion "Generate screenshot" under the result
    And the assistant has finished
    Then the latest answer is the step "Generate screenshots" of "screenshot-builder", shown as "Screenshots"
    And the screenshots show "Facebook Feed, Instagram Feed, Instagram Stories" as images
    When they open the briefcase of "Fast track this insertion order to Faceb"
    Then the Campaign section holds the screenshots "Facebook Feed, Instagram Feed, Instagram Stories"
    When they pick the suggestion "Add monitoring" under the result
    And the assistant has finished
    Then the latest answer is the step "Enable campaign monitoring on Facebook" of "fb-api", shown as "Campaign monitoring"
    When they pick the suggestion "Get reporting" under the result
    And the assistant has finished
    Then the latest answer is the step "Get impression reporting from Facebook" of "fb-api", shown as "Impression report"
    And the impression report charts delivery against plan week by week
    When they pick the suggestion "QA the campaign" under the result
    And the assistant has finished
    Then the latest answer is the step "QA the Facebook campaign" of "qa-campaign", shown as "QA comparison"
    And no answer in the chat is the generic one
