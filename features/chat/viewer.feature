Feature: What a viewer may do in the chat
  Spec 1 §6: a user with can_send_message alone messages, reads results and refers to them, but
  does not upload, judge, change, export or manage chats.

  @browser @R1.6.05 @R1.6.08 @R1.6.09 @R1.6.10 @R1.6.11
  Scenario: A viewer reads a result but does not judge or change it
    Given Val Viewer is signed in
    And they sent "New IO for Globex Retail, total budget $50,000"
    And the assistant has finished
    When they send "Build the launch configuration"
    And the assistant has finished
    Then the launch configuration lets them "Reference in chat, Download JSON, Open JSON in a new tab, Collapse result"
