Feature: The sidebar's chats
  Spec 3 §2 "Classic sidebar", §4 chat pinned or unpinned, §5 chat rename, §8 chat list errors,
  §9 chat list order: New Canvas, search, the list pinned first then most recently updated,
  rename, pin and remove. The browser run shares one demo backend, so only scenarios that leave
  Riley's seeded chats as they are run there too.

  @browser @R3.2.47
  Scenario: Pinned chats first, then the most recently updated
    Given Riley Planner is signed in
    Then the chat list reads "Q4 holiday insertion order, Launch the summer sale on Facebook, Spring creative refresh"

  @browser @R3.2.46
  Scenario: Searching the canvases
    Given Riley Planner is signed in
    When they search the canvases for "SPRING"
    Then the chat list reads "Spring creative refresh"

  @browser
  Scenario: A new chat joins the list with its first message
    Given Riley Planner is signed in
    When they send "Plan the winter hotel campaign"
    Then the chat list includes "Plan the winter hotel campaign"
    And the open chat is "Plan the winter hotel campaign"

  @browser
  Scenario: The open chat survives a reload
    Given Riley Planner is signed in
    When they open the chat "Spring creative refresh"
    And they reload the page
    Then the open chat is "Spring creative refresh"
    And the chat shows their message "Process the creative assets for the spring refresh"

  @browser @R1.2.56 @R3.2.46
  Scenario: New Canvas starts an empty chat
    Given Riley Planner is signed in
    And they open the chat "Spring creative refresh"
    When they start a new canvas
    Then the chat is empty
    And no chat is open

  @browser @R3.2.49 @R3.5.29
  Scenario: Renaming a chat
    Given Riley Planner is signed in
    When they rename the chat "Spring creative refresh" to "Spring banners" and presses Enter
    Then the chat list includes "Spring banners"
    When they rename the chat "Spring banners" to "   " and presses Enter
    Then the chat list includes "Spring banners"
    When they rename the chat "Spring banners" to "Something else" and presses Escape
    Then the chat list includes "Spring banners"

  @browser @R3.2.49
  Scenario: Renaming a chat from its menu
    Given Riley Planner is signed in
    And they sent "Plan the winter hotel campaign"
    When they rename the chat "Plan the winter hotel campaign" to "Winter hotels" from its menu
    Then the chat list includes "Winter hotels"

  @browser @R3.2.48 @R3.4.04
  Scenario: A pinned chat must be unpinned before it is removed
    Given Riley Planner is signed in
    When they remove the chat "Q4 holiday insertion order"
    Then the sidebar says "Please unpin the chat before removing it."
    And the chat list includes "Q4 holiday insertion order"
    When they unpin the chat "Q4 holiday insertion order"
    And they remove the chat "Q4 holiday insertion order"
    Then the chat list does not include "Q4 holiday insertion order"

  @browser @R3.2.47 @R3.2.48
  Scenario: Pinning moves a chat to the top
    Given Riley Planner is signed in
    When they pin the chat "Spring creative refresh"
    Then the chat list reads "Spring creative refresh, Q4 holiday insertion order, Launch the summer sale on Facebook"

  @browser @R1.6.07 @R3.6.11
  Scenario: Without the chat-history permission a chat cannot be pinned or removed
    Given Val Viewer is signed in
    When they send "hello"
    Then they cannot pin or remove the chat "hello"

  @browser @R1.4.38
  Scenario: Impersonating a user shows their chats
    Given Sam Super is signed in
    When they impersonate Riley Planner
    Then the chat list includes "Spring creative refresh"
