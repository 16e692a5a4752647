Feature: The message list
  Spec 1 §2 "Message list", §4 "File expiry", §8 and §9: friendly times, what shows while the
  history loads or a message is on its way, messages shown as the text they hold, result tables
  that stay collapsed in their chat, and file links renewed when they have expired.

  Background:
    Given Riley Planner is signed in

  @browser @R1.2.11 @R1.2.12 @R1.2.13
  Scenario Outline: Times read as a person would say them
    Given they have a chat "Timeline" with a message sent <sent>
    When they open the chat "Timeline"
    Then the message's time reads "<shown>"

    Examples:
      | sent             | shown                |
      | today 08:15      | 8:15 AM              |
      | yesterday 14:05  | Yesterday at 2:05 PM |
      | 2026-03-04 16:20 | Mar 4, 4:20 PM       |
      | 2024-11-03 08:00 | Nov 3, 2024          |

  @browser @R1.2.12
  Scenario: A message sent today reads as yesterday's the next day
    Given they have a chat "Timeline" with a message sent today 08:15
    When 1 days and 0 hours pass
    And they open the chat "Timeline"
    Then the message's time reads "Yesterday at 8:15 AM"

  @browser @R1.2.14
  Scenario: 'Loading messages...' while the history loads
    Given the demo backend is slow to give a chat's history
    When they go to the chat "Spring creative refresh"
    Then the chat shows "Loading messages..."
    When the demo backend answers
    Then the chat no longer shows "Loading messages..."
    And the chat shows their message "Process the creative assets for the spring refresh"

  @browser @R1.2.15
  Scenario: 'Sending message...' while a message is on its way
    Given the demo backend is slow to answer messages
    When they start sending "hello"
    Then the chat shows "Sending message..."
    And the chat shows their message "hello"
    When the demo backend answers
    Then the chat no longer shows "Sending message..."
    And Sidekick answers

  @browser
  Scenario: Scrolling to the top of a long chat loads the earlier messages, each once
    Given they have a chat "A year of briefs" of 260 messages
    When they open the chat "A year of briefs"
    Then the chat holds 50 messages
    When they scroll to the top of the chat
    Then the chat holds 260 messages
    And the chat's first message reads "Brief 1"
    And the earlier messages were read in 3 pages, each once

  @browser @browser-only
  Scenario: A message holding markup is shown as the text typed
    When they send "<img src=x onerror=alert(1)>"
    Then the chat shows their message "<img src=x onerror=alert(1)>"
    And no picture appears in the chat

  @browser @browser-only
  Scenario: An answer holding markup is shown as text
    Given they have a chat "Markup" where Sidekick said "<script>alert(1)</script><b>bold</b>"
    When they open the chat "Markup"
    Then Sidekick says "<script>alert(1)</script><b>bold</b>"
    And no picture appears in the chat

  @browser @R1.2.20 @R1.2.51
  Scenario: A collapsed result stays collapsed in its chat after a reload
    Given they open the chat "Q4 holiday insertion order"
    When they collapse the campaign details
    And they reload the page
    Then the campaign details are collapsed
    And the launch configuration is not collapsed
    When they expand the campaign details
    And they reload the page
    Then the campaign details are not collapsed

  @R1.4.40 @R1.4.41 @R1.4.42 @R1.7.14 @R1.9.03
  Scenario: Expired file links are renewed for 72 hours and the history is read again
    Given they have a chat "Old brief" with the file "brief.pdf" whose link has expired
    When they open the chat "Old brief"
    Then the link of "brief.pdf" stays valid for 72 hours
    And the chat's history was read 2 times

  @R1.4.40
  Scenario: Links still valid are left as they are
    Given they have a chat "Fresh brief" where Sidekick said "Nothing to renew"
    When they open the chat "Fresh brief"
    Then the chat's history was read 1 time
