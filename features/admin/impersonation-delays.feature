@admin
Feature: How long the page waits once an impersonation starts
  Spec 1 §9 and spec 3 §9: 100 ms after an impersonation starts the accounts are read again (for
  an admin acted as), 50 ms after they are known the page announces accountsLoaded, and the
  sidebar's chat list is read again 500 ms after the impersonation started (not 200 ms after the
  announcement, as at other times). View-model level: the waits are read on the scenario's clock.
  The Account Administration entry reads the managed accounts of whoever the page acts as at once.

  @R1.9.02
  Scenario: an admin's accounts are read again 100 ms after an impersonation starts, and announced 50 ms later
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they start impersonating "alex.admin@example.com"
    And 99 ms pass
    Then the demo backend received "GET /api/account-admin/accounts" 1 times
    When 1 ms pass
    Then the demo backend received "GET /api/account-admin/accounts" 2 times
    And the page has announced accountsLoaded 2 times
    When 49 ms pass
    Then the page has announced accountsLoaded 2 times
    When 1 ms pass
    Then the page has announced accountsLoaded 3 times

  @R3.9.03
  Scenario: the sidebar's chats are read again 500 ms after an impersonation starts
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    And the chat list does not include "Q4 holiday insertion order"
    When they start impersonating "riley.planner@example.com"
    And 499 ms pass
    Then the demo backend received "GET /api/chat-history" 1 times
    When 1 ms pass
    Then the demo backend received "GET /api/chat-history" 2 times
    And the chat list includes "Q4 holiday insertion order"
