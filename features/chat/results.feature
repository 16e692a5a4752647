Feature: A result's actions
  Spec 1 §2 "Per-bot-message action bar", §4 "Message status" and "Edit action pre-fill", §6
  permission flags. These scenarios read a seeded chat and leave it as they found it, so they can
  share the browser run's demo backend.

  Background:
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"

  @browser @R1.2.42 @R1.2.43 @R1.2.44 @R1.2.45 @R1.2.46 @R1.2.47 @R1.2.48 @R1.2.49 @R1.2.50 @R1.2.51
  Scenario: A campaign result offers its actions, a launch configuration also Reject
    Then the campaign details offer the actions "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Edit, Regenerate, Ask Assistant, Collapse result"
    And the launch configuration offers the actions "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Reject, Edit, Ask Assistant, Collapse result"

  @browser @R1.2.46 @R1.4.02
  Scenario: Approving toggles
    Then the campaign details are marked "Approved"
    When they approve the campaign details
    Then the campaign details are not judged
    When they approve the campaign details
    Then the campaign details are marked "Approved"

  @browser @R1.4.02
  Scenario: An approved result cannot be rejected until the approval is taken back
    When they approve the launch configuration
    Then the launch configuration lets them "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Edit, Ask Assistant, Collapse result"
    When they approve the launch configuration
    Then the launch configuration is not judged
    And the launch configuration lets them "Reference in chat, Download JSON, Open JSON in a new tab, Export to spreadsheet, Approve, Reject, Edit, Ask Assistant, Collapse result"

  @browser @R1.2.38 @R1.4.20 @R1.4.21
  Scenario: The edit dialog starts from the validation summary
    Then the edit of the campaign details opens "Update Campaign Details" starting with "Please fix the following issues:"

  @browser @browser-only
  Scenario: A chat with results is accessible
    Then the page has no serious accessibility violations

  @browser @R1.2.45 @R1.7.17
  Scenario: Exporting a result opens the spreadsheet
    When they export the launch configuration to a spreadsheet
    Then a spreadsheet opens in a new tab
