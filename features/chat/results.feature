Feature: Acting on a result
  Spec 1 §2 "Per-bot-message action bar", §4 "Message status", "Edit action pre-fill",
  "Suggested next actions", §6 permission flags and §8 catalogue.

  Background:
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"

  Scenario: A campaign result offers its actions, a launch configuration also Reject
    Then the campaign details offer the actions "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Edit, Regenerate, Ask Assistant, Collapse result"
    And the launch configuration offers the actions "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Reject, Edit, Ask Assistant, Collapse result"

  Scenario: Approving toggles
    Then the campaign details are marked "Approved"
    When they approve the campaign details
    Then the campaign details are not judged
    When they approve the campaign details
    Then the campaign details are marked "Approved"

  Scenario: An approved result cannot be rejected until the approval is taken back
    When they approve the launch configuration
    Then the launch configuration lets them "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Edit, Ask Assistant, Collapse result"

  Scenario: Rejecting asks for a reason and regenerates with it
    When they reject the launch configuration because "Use the Q1 flight dates"
    Then the launch configuration is marked "Rejected"
    And the chat shows their message "Use the Q1 flight dates"
    When the assistant has finished
    Then the chat shows 3 results

  Scenario: The edit dialog starts from the validation summary
    Then the edit of the campaign details opens "Update Campaign Details" starting with "Please fix the following issues:"

  Scenario: Asking the assistant about a result
    When they ask the assistant "Why is CTR the KPI?" about the campaign details
    Then the chat shows their message "Why is CTR the KPI?"
    And Sidekick answers

  Scenario: Regenerating a result
    When they regenerate the campaign details
    And the assistant has finished
    Then the chat shows 3 results

  Scenario: Referencing a result in the next message
    When they reference the launch configuration in the chat
    Then the references read "The launch configuration is ready for re..."
    When they send "Use this for the campaign"
    Then no reference is pending

  Scenario: Suggested next steps send their prompt
    Then the suggested next steps under the launch configuration include "Create the campaign"
    When they pick the suggestion "Confirm launch template" under the launch configuration
    Then the chat shows their message "The launch configuration looks good. Please confirm the launch template."

  Scenario: Exporting needs the spreadsheet permission
    When they export the launch configuration to a spreadsheet
    Then a spreadsheet opens in a new tab
