Feature: Limits the backend sets are shown in its words, and nothing typed is lost
  Issue 13: the backend refuses a message over 10,000 characters; the chat shows the limit's
  text and the message box keeps what the user typed.

  @browser
  Scenario: A message over the limit is refused with the limit's text and kept in the message box
    Given Riley Planner is signed in
    When they send a message of 10001 characters
    Then the chat says "message is too long: the limit is 10,000 characters"
    And the message box still holds their message of 10001 characters
