Feature: What a briefcase file offers
  Spec 1 §2 "Briefcase side panel", §4 "Rename" and "File expiry", §6, §9. Each file has a
  more-actions button and a right-click menu; a click on a file goes to its message; expired
  links are renewed before a file opens; the panel closes and starts afresh on the page's events.

  Background:
    Given Riley Planner is signed in
    And they have a chat "Acme Q4" with these files:
      | file           | kind      | action             | link    |
      | Campaign brief | generated | campaign-processor |         |
      | io.pdf         | uploaded  |                    | expired |
      | plan.xlsx      | uploaded  |                    | valid   |
    And they open the briefcase of "Acme Q4"

  @browser @R1.2.70 @R1.2.71
  Scenario: a result can be referenced in chat; an uploaded file cannot
    Then the menu of "Campaign brief" offers "Reference in chat, Go to message, Rename, Pin"
    And the menu of "io.pdf" offers "Go to message, Rename, Pin"

  @browser @R1.2.71
  Scenario: referencing a result in chat
    When they choose "Reference in chat" for "Campaign brief"
    Then the result behind "Campaign brief" is referenced in the chat

  @browser @R1.2.71
  Scenario: going to the message a file came from
    When they choose "Go to message" for "io.pdf"
    Then the chat shows the message "Here is io.pdf"

  @browser @R1.2.71
  Scenario: Rename in the menu starts editing the name
    When they choose "Rename" for "plan.xlsx"
    Then the name of "plan.xlsx" is being edited

  @browser @R1.4.40 @R1.4.41
  Scenario: an expired link is renewed for 72 hours before the file opens
    When they open the file "io.pdf"
    Then the chat's file links were renewed for 72 hours
    And "io.pdf" opened at its renewed link

  @browser @R1.4.40
  Scenario: a link that is still valid opens as it is
    When they open the file "plan.xlsx"
    Then no file links were renewed
    And "plan.xlsx" opened at its stored link

  @browser @R1.2.57
  Scenario Outline: the page's <event> event closes the briefcase and starts it afresh
    Given they search for "io"
    When the page announces <event>
    Then the briefcase is closed
    And its search is empty

    Examples:
      | event          |
      | closeBriefcase |
      | resetChat      |

  @browser @R1.2.69
  Scenario: the briefcase opens 300 px wide and stays between 250 px and 30% of the window
    Then the briefcase is 300 px wide
    When they widen the briefcase as far as it goes
    Then the briefcase is 30% of the window wide
    When they narrow the briefcase as far as it goes
    Then the briefcase is 250 px wide
