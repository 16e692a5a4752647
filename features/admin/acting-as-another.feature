@admin
Feature: Whose chats and accounts the page reads while impersonating
  Spec 1 §4 and spec 3 §4: impersonation changes the acting user, so the accounts are fetched
  again and the chat list is read again for the user acted as, in their account. View-model level.

  @R3.4.15
  Scenario: starting and ending an impersonation read the chat list again, for whom the page acts as
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "riley.planner@example.com"
    Then the chat list includes "Q4 holiday insertion order"
    When they end the impersonation from the banner
    And 1000 ms pass
    Then the chat list does not include "Q4 holiday insertion order"

  @R1.4.39
  Scenario: a user acted as works in their own account; an admin acted as, in the account chosen
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "riley.planner@example.com"
    Then the chat list includes "Q4 holiday insertion order"
    And the demo backend received "GET /api/chat-history" with "userId: u-riley-planner, accountId: acc-acme-media"
    When they end the impersonation from the banner
    And they open the admin dashboard on "Users"
    And they impersonate "alex.admin@example.com"
    And they select the account "Globex Retail"
    Then the chat list includes "Globex spring sale search campaign"
    And the chat list does not include "Initech dealer event on TTD"

  @R1.4.35
  Scenario: an admin's accounts are fetched again when someone starts acting as them
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "alex.admin@example.com"
    Then the demo backend received "GET /api/account-admin/accounts" with "userId: u-alex-admin"

  @R1.4.35
  Scenario: an admin's accounts are fetched at sign-in, and again when they stop acting as another
    Given Alex Admin is signed in
    Then the demo backend received "GET /api/account-admin/accounts" 1 times
    When they select the account "Acme Media"
    And they open the admin dashboard on "Users"
    And they impersonate "riley.planner@example.com"
    Then the demo backend received "GET /api/account-admin/accounts" with "userId: u-riley-planner"
    When they end the impersonation from the banner
    And 1000 ms pass
    Then the demo backend received "GET /api/account-admin/accounts" with "userId: u-alex-admin"
