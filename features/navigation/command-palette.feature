Feature: A command palette and keyboard shortcuts
  Issue 31: staff reach a chat, a campaign, a page or an action from the keyboard. Ctrl+K opens a
  palette that matches what they type (chats by title, campaigns and folders by name through the
  backend's search, pages and actions), Enter opens the highlighted entry, what they picked last
  comes first, and `?` lists every shortcut. The palette offers only what the user may do.

  @browser
  Scenario: Ctrl+K reaches a chat by part of its title, then a campaign by part of its name
    Given Riley Planner is signed in
    When they press Ctrl+K, type "creative ref" and press Enter
    Then the open chat is "Spring creative refresh"
    When they press Ctrl+K, type "tailspin" and press Enter
    Then the campaign page says "Tailspin Summer Sale FACEBOOK"

  Scenario: A user without the admin flags is offered no page of the administration
    Given Riley Planner is signed in
    When they press Ctrl+K
    Then the palette offers the pages "Status, Folders, Campaigns, New Campaign"

  @browser
  Scenario: A Super Admin is offered every admin tab, and Ctrl+K reaches one
    Given Sam Super is signed in
    When they press Ctrl+K
    Then the palette offers the pages "Status, Folders, Campaigns, New Campaign, Admin, Admin: Accounts, Admin: Users, Admin: Roles, Admin: Permissions, Admin: Allowed Users, Admin: Channel Config, Admin: Data Export, Admin: Audit"
    When they type "roles" in the palette and press Enter
    Then the open tab is "Roles"

  Scenario: What was picked last is offered first
    Given Riley Planner is signed in
    When they press Ctrl+K, type "creative ref" and press Enter
    And they press Ctrl+K, type "status" and press Enter
    And they press Ctrl+K
    Then the palette offers first the recent picks "Status, Spring creative refresh"

  @browser
  Scenario: From sign-in to an answer with the keyboard alone
    Given Riley Planner is signed in
    When they press Ctrl+K, type "new canvas" and press Enter
    And they type "What can you do?" and press Enter without the mouse
    And the assistant has finished
    Then the chat shows their message "What can you do?"
    And Sidekick answers

  @browser @browser-only
  Scenario: ? lists every shortcut; the list and the palette pass axe
    Given Riley Planner is signed in
    When they press ?
    Then the shortcut list shows every shortcut of the app
    And the page has no serious accessibility violations
    When they press Escape
    And they press Ctrl+K
    Then the page has no serious accessibility violations
