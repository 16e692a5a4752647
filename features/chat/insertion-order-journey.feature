Feature: From an insertion order to a campaign
  Spec 1 §2 message list and action bar, §4 message status, polling and edit flow: the main
  journey through the chat, in the demo salesperson's order.

  @browser @R1.4.01 @R1.4.02 @R1.4.03 @R1.4.04 @R1.4.30 @R1.2.45
  Scenario: Process, approve, edit and export an insertion order, then reject its launch configuration
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they send "Process this insertion order"
    Then Sidekick says "Processing your insertion order…"
    When the assistant has finished
    Then the campaign details show "Insertion order"
    When they approve the campaign details
    Then the campaign details are marked "Approved"
    When they edit the campaign details with "Change the total budget to 200000"
    Then the chat shows their message "Change the total budget to 200000"
    When the assistant has finished
    Then the chat shows 2 results
    When they export the campaign details to a spreadsheet
    Then a spreadsheet opens in a new tab
    When they send "Build the launch configuration"
    And the assistant has finished
    And they reject the launch configuration because "The flight dates are wrong"
    Then the launch configuration is marked "Rejected"
    And the chat shows their message "The flight dates are wrong"
    When the assistant has finished
    Then the chat shows 4 results
