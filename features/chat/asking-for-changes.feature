Feature: Asking for changes to a result
  Spec 1 §2 dialogs and suggested next steps, §4 "Message status", "Edit flow result" and
  polling, §5 dialog rules, §8 catalogue. Each scenario works on results of its own new chat.

  Background:
    Given Riley Planner is signed in
    And they attached "io-northwind-spring-trail.pdf"
    And they sent "Process this insertion order"
    And the assistant has finished

  @browser @R1.2.36 @R1.4.03 @R1.4.04
  Scenario: Rejecting asks for a reason and regenerates with it
    When they send "Build the launch configuration"
    And the assistant has finished
    And they reject the launch configuration because "Use the Q1 flight dates"
    Then the launch configuration is marked "Rejected"
    And the chat shows their message "Use the Q1 flight dates"
    And a new result appears

  @browser @R1.2.38 @R1.4.30 @R1.4.31 @R1.1.02
  Scenario: Editing a result
    When they edit the campaign details with "Change the total budget to 200000"
    Then the chat shows their message "Change the total budget to 200000"
    And Sidekick says "Updating the campaign details…"
    And a new result appears

  @browser @R1.2.37 @R1.2.50
  Scenario: Asking the assistant about a result
    When they ask the assistant "Why is CTR the KPI?" about the campaign details
    Then the chat shows their message "Why is CTR the KPI?"
    And Sidekick answers

  @browser @R1.2.49
  Scenario: Regenerating a result
    When they regenerate the campaign details
    Then a new result appears

  @browser @R1.2.32 @R1.2.42
  Scenario: Referencing a result in the next message
    When they reference the campaign details in the chat
    Then the references preview the campaign details in 40 characters
    When they send "Use these details for the launch"
    Then no reference is pending

  @browser @R1.2.54 @R1.4.13
  Scenario: Suggested next steps send their prompt
    Then the suggested next steps under the campaign details include "Process creative assets"
    When they pick the suggestion "Confirm details" under the campaign details
    Then the chat shows their message "The campaign details look correct. Please confirm them."
