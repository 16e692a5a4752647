@browser
Feature: One send at a time
  Spec 1 §5 "Send": a message cannot go out while another is on its way or a file is uploading.

  Background:
    Given Riley Planner is signed in

  @R1.5.02
  Scenario: while a message is on its way
    Given the demo backend is slow to answer messages
    When they start sending "hello"
    And they type "and another thing"
    Then they cannot send yet
    When the demo backend answers
    Then Sidekick answers

  @R1.5.02
  Scenario: while a file is uploading
    Given the demo backend is slow to take uploads
    When they start attaching "io-northwind-spring-trail.pdf"
    And they type "Process this insertion order"
    Then they cannot send yet
