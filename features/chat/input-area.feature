Feature: The input area's keys, size, notices and references
  Spec 1 §2 "Input area", §5 "Send", §8 and §9: Enter sends, Ctrl+Enter starts a new line and
  Shift+Enter is left to the browser; the box grows from 56 to 200 pixels; a send without an
  account is refused with a notice; references preview 40 characters and can be removed one by
  one or cleared.

  @browser @R1.2.25 @R1.2.26
  Scenario: Enter sends, Ctrl+Enter starts a new line
    Given Riley Planner is signed in
    When they type "First line"
    And they press Ctrl+Enter in the message box
    Then the message box holds "First line" followed by a new line
    When they press Enter in the message box
    Then the chat shows their message "First line"
    And the message box is empty

  @browser @R1.2.27
  Scenario: Shift+Enter sends nothing
    Given Riley Planner is signed in
    When they type "Not yet"
    And they press Shift+Enter in the message box
    Then the chat is empty

  @R1.2.22
  Scenario Outline: The box grows with its text between 56 and 200 pixels
    Then a text <text> pixels tall gives a message box <box> pixels tall

    Examples:
      | text | box |
      | 20   | 56  |
      | 56   | 56  |
      | 120  | 120 |
      | 200  | 200 |
      | 640  | 200 |

  @browser @R1.1.06 @R1.5.03 @R1.5.04
  Scenario: Without an account a message is refused with a notice
    Given Alex Admin is signed in
    When they send "hello"
    Then the input area says "No valid accountId found. Please select an account or contact support."
    And the chat is empty
    When they select the account "Acme Media"
    And they send "hello"
    Then the chat shows their message "hello"

  @browser @R1.2.31 @R1.2.32 @R1.2.42
  Scenario: One reference is removed, the others stay; 'Clear' removes them all
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"
    When they reference the campaign details in the chat
    And they reference the launch configuration in the chat
    Then the references read "Here are the campaign details I extracte..." and "The launch configuration is ready for re..."
    When they remove the reference "Here are the campaign details I extracte..."
    Then the references read "The launch configuration is ready for re..."
    When they reference the campaign details in the chat
    And they clear the references
    Then no reference is pending
